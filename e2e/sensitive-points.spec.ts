import { randomUUID } from 'node:crypto';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 39 item 3: a property's sensitive points imported from a KML (each point's kind chosen,
// the road skipped saying why), one placed by a click on the map, an area drawn, one changed,
// one removed after asking. The sample property is at 12,5432° S 55,7211° W (Sorriso-MT).

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Vizinhança</name>
<Placemark><name>Casa do caseiro</name><Point><coordinates>-55.7211,-12.5414,0</coordinates></Point></Placemark>
<Placemark><name>Córrego Azul</name><Point><coordinates>-55.7180,-12.5460,0</coordinates></Point></Placemark>
<Placemark><name>Estrada vicinal</name><LineString><coordinates>-55.73,-12.55,0 -55.71,-12.55,0</coordinates></LineString></Placemark>
</Document></kml>`;

test('sensitive points: imported from a KML, placed and drawn on the map, changed and removed', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `pontos-${stamp}@cerrado.com.br`);
  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  await page.getByText('Pontos sensíveis (Art. 10)').click();
  await expect(page.getByText(/Nenhum ponto sensível cadastrado/)).toBeVisible();

  // A KML: what was read, what was skipped and why; nothing saved until each kind is chosen.
  await page.getByRole('button', { name: 'Importar de arquivo' }).click();
  const panel = page.getByRole('region', { name: 'Importar pontos sensíveis' });
  await panel.locator('input[type=file]').setInputFiles({
    name: 'vizinhanca.kml',
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: Buffer.from(KML),
  });
  await expect(panel).toContainText('2 pontos e áreas lidos');
  await expect(panel).toContainText(
    "vizinhanca.kml, 'Estrada vicinal': linha: um ponto sensível é um ponto ou uma área (polígono).",
  );
  await panel.getByLabel('Tipo do 1º *').selectOption('moradia');
  await panel.getByLabel('Tipo do 2º *').selectOption('manancial');
  await screenshot(page, 'pontos-sensiveis-importacao');
  await panel.getByRole('button', { name: 'Salvar 2 pontos' }).click();
  await expect(page.getByText('Casa do caseiro · Moradia isolada')).toBeVisible();
  await expect(page.getByText('Córrego Azul · Manancial ou fonte de água')).toBeVisible();

  // A point placed by a click on the map: the coordinates fill in.
  await page.getByRole('button', { name: 'Adicionar ponto' }).click();
  const form = page.getByRole('region', { name: 'Adicionar ponto sensível' });
  await form.getByLabel('Tipo *').selectOption('apiario');
  await form.getByLabel('Nome').fill('Apiário do Zé');
  const map = form.getByRole('application', { name: 'Mapa para marcar o ponto sensível' });
  // The map itself, not the drawing shown while its code loads (a click there is lost).
  await expect(map).toHaveAttribute('data-map', 'ready');
  await map.click({ position: { x: 60, y: 60 } });
  await expect(form.getByLabel(/Latitude/)).not.toHaveValue('');
  await screenshot(page, 'pontos-sensiveis-marcar');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Apiário do Zé · Apiário')).toBeVisible();

  // An area drawn on the map (its vertices typed here, as the keyboard does).
  await page.getByRole('button', { name: 'Adicionar ponto' }).click();
  const village = page.getByRole('region', { name: 'Adicionar ponto sensível' });
  await village.getByLabel('Tipo *').selectOption('povoacao');
  await village.getByLabel('Nome').fill('Vila Esperança');
  await village.getByLabel('Área desenhada no mapa').check();
  for (const [lat, lng] of [
    ['-12,5500', '-55,7300'],
    ['-12,5500', '-55,7250'],
    ['-12,5540', '-55,7250'],
    ['-12,5540', '-55,7300'],
  ]) {
    await village.getByLabel('Latitude do novo vértice').fill(lat!);
    await village.getByLabel('Longitude do novo vértice').fill(lng!);
    await village.getByRole('button', { name: 'Adicionar vértice' }).click();
  }
  await screenshot(page, 'pontos-sensiveis-area');
  await village.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Vila Esperança · Cidade, vila ou povoação')).toBeVisible();

  // Changed: the dwelling's name.
  await page.getByRole('button', { name: 'Alterar Casa do caseiro' }).click();
  const change = page.getByRole('region', { name: 'Alterar ponto sensível' });
  await change.getByLabel('Nome').fill('Casa da sede');
  await change.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Casa da sede · Moradia isolada')).toBeVisible();
  await screenshot(page, 'pontos-sensiveis-lista');

  // Removed after asking.
  await page.getByRole('button', { name: 'Excluir Córrego Azul' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir ponto sensível?' });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Córrego Azul · Manancial ou fonte de água')).toBeHidden();
});
