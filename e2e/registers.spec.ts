import { signUpByApi } from './accounts.ts';
import { drawSquare } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('the office registers a client, a property, an aircraft, a pilot and a product', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await signUpByApi(page.request, {
    companyName: 'Aero Cerrado',
    email: `dono-${stamp}@cerrado.com.br`,
    password: PASSWORD,
  });

  await page.goto('/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado ainda.', { exact: false })).toBeVisible();

  // A client, with a CNPJ typed wrong first.
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome / razão social *').fill('Agropecuária Boa Vista');
  await dialog.getByLabel('CPF ou CNPJ').fill('11.222.333/0001-80');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('CPF/CNPJ inválido: confira os dígitos.')).toBeVisible();
  await dialog.getByLabel('CPF ou CNPJ').fill('11.222.333/0001-81');
  await dialog.getByLabel('UF').selectOption('MT');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Agropecuária Boa Vista' }),
  ).toContainText('11.222.333/0001-81');

  await page.getByRole('tab', { name: 'Propriedades' }).click();
  await page.getByRole('button', { name: 'Nova propriedade' }).first().click();
  await dialog.getByLabel('Cliente *').selectOption({ label: 'Agropecuária Boa Vista' });
  await dialog.getByLabel('Nome da propriedade *').fill('Fazenda Santa Rita');
  await dialog.getByLabel('Município *').fill('Sorriso');
  await dialog.getByLabel('UF *').selectOption('MT');
  await dialog.getByLabel('Latitude').fill('-12,5432');
  await dialog.getByLabel('Longitude').fill('-55,7211');
  await dialog.getByLabel('Área total (ha)').fill('-500');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Área total deve ser maior que zero.')).toBeVisible();
  // The boundary comes from the DGPS software as KML; the area follows the polygon.
  await dialog.getByLabel('Importar contorno (KML ou KMZ)').setInputFiles({
    name: 'santa-rita.kml',
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: Buffer.from(
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>Santa Rita</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-55.73,-12.55,0 -55.72,-12.55,0 -55.72,-12.54,0 -55.73,-12.54,0 -55.73,-12.55,0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>',
    ),
  });
  await expect(dialog.getByText('4 vértices · 120,23 ha calculados do polígono')).toBeVisible();
  await expect(dialog.getByLabel('Área total (ha)')).toHaveValue('120,23');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const farm = page.getByRole('listitem').filter({ hasText: 'Fazenda Santa Rita' });
  await expect(farm).toContainText('Sorriso/MT');
  await expect(farm).toContainText('120,23 ha');
  await farm.getByRole('button', { name: 'Editar Fazenda Santa Rita' }).click();
  await expect(dialog.getByRole('img', { name: 'Contorno da propriedade' })).toBeVisible();
  await screenshot(page, 'propriedade-contorno', { fullPage: false });
  // Drawn on the map around the reference point instead: four clicks and one on the first
  // vertex to close, a square.
  await dialog.getByRole('button', { name: 'Remover contorno' }).click();
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();
  const canvas = dialog.getByRole('application', { name: 'Área de desenho do contorno' });
  await drawSquare(canvas);
  const drawn = dialog.getByText(/^4 vértices · [\d.,]+ ha$/);
  await expect(drawn).toBeVisible();
  await screenshot(canvas, 'contorno-desenhado', { fullPage: false });
  // The vertices are also text, for the keyboard: the first one typed further north grows it.
  const area = await drawn.textContent();
  const latitude = dialog.getByLabel('Latitude do vértice 1');
  await latitude.fill('-12,5');
  await latitude.press('Enter');
  await expect(latitude).toHaveValue('-12,500000');
  await expect(drawn).not.toHaveText(area!);
  await screenshot(page, 'contorno-vertices', { fullPage: false });
  await dialog.getByRole('button', { name: 'Usar contorno' }).click();
  await expect(dialog.getByText(/^4 vértices · [\d.,]+ ha calculados do polígono$/)).toBeVisible();
  await expect(dialog.getByLabel('Área total (ha)')).not.toHaveValue('120,23');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('tab', { name: 'Aeronaves' }).click();
  await page.getByRole('button', { name: 'Nova aeronave' }).first().click();
  await dialog.getByLabel('Prefixo *').fill('pr-agv');
  await dialog.getByLabel('Fabricante *').fill('Air Tractor');
  await dialog.getByLabel('Modelo *').fill('AT-502B');
  await dialog.getByLabel('Capacidade do hopper (L)').fill('1892');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'PR-AGV' })).toContainText(
    'Air Tractor AT-502B',
  );
  await screenshot(page, 'cadastros');

  await page.getByRole('tab', { name: 'Pilotos' }).click();
  await page.getByRole('button', { name: 'Novo piloto' }).first().click();
  await dialog.getByLabel('Nome *').fill('Carlos Mendes');
  await dialog.getByLabel('CANAC').fill('123456');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Carlos Mendes' })).toContainText(
    '123456',
  );

  await page.getByRole('tab', { name: 'Produtos' }).click();
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  await dialog.getByLabel('Nome comercial *').fill('Fox Xpro');
  await dialog.getByLabel('Classe *').selectOption('fungicida');
  await dialog.getByLabel('Unidade *').selectOption('L');
  await screenshot(page, 'cadastro-produto', { fullPage: false });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Fox Xpro' })).toContainText(
    'Fungicida',
  );

  // Crops come pre-filled; archiving hides one until it is restored.
  await page.getByRole('tab', { name: 'Culturas' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Algodão' })).toBeVisible();
  await page.getByRole('button', { name: 'Arquivar Banana' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Arquivar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Banana' })).toHaveCount(0);
  await page.getByLabel('Ver arquivados').check();
  await expect(page.getByRole('listitem').filter({ hasText: 'Banana' })).toBeVisible();
});
