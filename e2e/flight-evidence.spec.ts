import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { demoOwner, logInByApi } from './accounts.ts';
import { concludeWithJustification, expectArt10Report } from './art10.ts';
import { companyWithRegisters, drawSquare } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';
import { ringedFileButton } from './keyboard.ts';

// The plot: the 0,01° square west of -55,72 and north of -12,55 (Sorriso-MT), 120,23 ha on the
// WGS 84 ellipsoid (1 086,79 m east–west × 1 106,27 m north–south).
const PLOT = [
  [-12.54, -55.73],
  [-12.54, -55.72],
  [-12.55, -55.72],
  [-12.55, -55.73],
] as const;
// The dwelling 0,001847° east of the eastern fence at -12,545: 0,001847 × 108 679 m per degree
// of longitude there = 200,7 m (200,5 m on turf's sphere), shown rounded down as 200 m.
const DWELLING = { latitude: '-12,545', longitude: '-55,718153' };
const WARNING =
  'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).';
const JUSTIFICATION = 'Morador ausente no dia; faixa de 300 m sem aplicação junto à casa.';

/** A pass of the aircraft as the guidance system exports it: a north–south band of the plot. */
const pass = (west: number, east: number) => ({
  type: 'Feature',
  properties: { nome: `faixa ${west}` },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, -12.55],
        [east, -12.55],
        [east, -12.54],
        [west, -12.54],
        [west, -12.55],
      ],
    ],
  },
});
// Three passes across the plot: the first starts 0,001° west of the fence (outside: a tenth of
// the plot, 12,02 ha), each overlaps the next by 0,0005° (two twentieths: 12,02 ha), the last
// ends on the eastern fence. Applied 132,25 ha; outside and overlap are 12,02 / 132,25 = 9,1 %.
const APPLIED = {
  type: 'FeatureCollection',
  features: [pass(-55.731, -55.726), pass(-55.7265, -55.7225), pass(-55.723, -55.72)],
};

// Issue 39's journey: a property drawn with a dwelling 200 m away → a flight planned → the
// 250 m warning (agenda and operation) → the applied area imported → the audit's overlap and
// outside area → concluded with a justification → the report's croqui with the applied area,
// the dwelling and its distance, the area chosen → the PDF with the justification; a proposal
// for the farm warns too.
test('flight evidence: the applied area audited, the Art. 10 warning justified, both in the report', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a drawing on the map, an import and two documents of a busy server
  // 'Today' is the server's (its answer's Date header), never this machine's.
  const today = todayInSaoPaulo(
    new Date((await page.request.get('/api/health')).headers()['date']!),
  );
  const ids = await companyWithRegisters(
    page.request,
    `voo-${testInfo.project.name}-${randomUUID().slice(0, 8)}@cerrado.com.br`,
  );

  // The property's boundary: drawn on the map, then its vertices typed exactly.
  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  const name = SAMPLE_REGISTERS.property.nome;
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();
  await drawSquare(dialog.getByRole('application', { name: 'Área de desenho do contorno' }));
  await expect(dialog.getByText(/^4 vértices · [\d.,]+ ha$/)).toBeVisible();
  for (const [i, [lat, lng]] of PLOT.entries()) {
    for (const [axis, value] of [
      ['Latitude', lat],
      ['Longitude', lng],
    ] as const) {
      const field = dialog.getByLabel(`${axis} do vértice ${i + 1}`);
      await field.fill(String(value).replace('.', ','));
      await field.press('Enter');
    }
  }
  await expect(dialog.getByText('4 vértices · 120,23 ha', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Usar contorno' }).click();
  await expect(dialog.getByText('4 vértices · 120,23 ha calculados do polígono')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  // Saving a boundary re-measures the audits of the property's operations: slow on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // The dwelling, among the property's sensitive points.
  const farm = page.getByRole('listitem').filter({ hasText: name });
  await farm.getByText('Pontos sensíveis (Art. 10)').click();
  await farm.getByRole('button', { name: 'Adicionar ponto' }).click();
  const pointForm = farm.getByRole('region', { name: 'Adicionar ponto sensível' });
  await pointForm.getByLabel('Tipo *').selectOption({ label: 'Moradia isolada' });
  await pointForm.getByLabel('Nome').fill('Casa do caseiro');
  await pointForm.getByLabel('Latitude *').fill(DWELLING.latitude);
  await pointForm.getByLabel('Longitude *').fill(DWELLING.longitude);
  await pointForm.getByRole('button', { name: 'Adicionar' }).click();
  await expect(pointForm).toBeHidden();
  // The list's line, not the map's label (the SVG drawing, while the map loads or without WebGL).
  await expect(farm.getByText('Casa do caseiro · Moradia isolada')).toBeVisible();
  await screenshot(page, 'voo-ponto-sensivel', { fullPage: false });

  // The flight planned for today: the agenda warns, so does the operation's form.
  const created = await page.request.post('/api/operations', {
    data: completeOperationInput(ids, today),
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  await page.goto(`/agenda?visao=dia&data=${today}`);
  await page.getByRole('button', { name: new RegExp(operation.numero) }).click();
  const event = page.getByRole('dialog', { name: `Operação ${operation.numero}` });
  await expect(event.getByRole('status')).toContainText(WARNING);
  await screenshot(page, 'voo-aviso-agenda', { fullPage: false });
  await page.goto(`/operacao/${operation.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Casa do caseiro' })).toContainText(
    WARNING,
  );

  // The applied area: three passes, overlapping, one past the western fence.
  const panel = page.getByRole('region', { name: 'Área aplicada e auditoria de cobertura' });
  // The treated plot drawn over the property's boundary, seen, then left as the whole property.
  await panel.getByRole('button', { name: 'Desenhar o talhão' }).click();
  await drawSquare(panel.getByRole('application', { name: 'Área de desenho do talhão' }));
  await expect(panel.getByText(/^4 vértices · [\d.,]+ ha$/)).toBeVisible();
  await screenshot(panel, 'talhao-desenho');
  await panel.getByRole('button', { name: 'Cancelar desenho' }).click();
  await expect(panel.getByRole('button', { name: 'Desenhar o talhão' })).toBeVisible();
  // The files are chosen with the app's own button (in Portuguese, ringed under the keyboard).
  const files = panel.getByLabel(/Arquivos de voo/);
  await panel.getByRole('button', { name: 'Importar área aplicada' }).focus();
  await ringedFileButton(page, files, { back: true });
  await files.setInputFiles({
    name: 'aplicacao.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(APPLIED)),
  });
  await expect(panel.getByText('aplicacao.geojson')).toBeVisible();
  await screenshot(panel, 'voo-arquivos-escolhidos');
  await panel.getByRole('button', { name: 'Importar área aplicada' }).click();
  const figure = (label: string) => panel.locator('dt', { hasText: label }).locator('+ dd');
  await expect(figure('Área aplicada (medida)')).toHaveText('132,25 ha');
  await expect(figure('Aplicada fora do talhão')).toHaveText('12,02 ha (9,1 %)');
  await expect(figure('Sobreposição')).toHaveText('12,02 ha (9,1 %)');
  await expect(figure('Falhas')).toHaveText('0,00 ha (0,0 %)');
  // The choice is the server's answer: the radio turns once it is saved.
  await panel.getByLabel('Medida nos arquivos de voo').click();
  await expect(panel.getByLabel('Medida nos arquivos de voo')).toBeChecked();
  await screenshot(panel, 'voo-auditoria');

  // Concluded under the distance, measured now from the applied area: the reason is asked.
  await concludeWithJustification(page, WARNING, JUSTIFICATION);

  // The report: the croqui draws the applied area and the dwelling with its metres, the area
  // printed is the one chosen; the PDF prints the justification and the choice.
  const { croqui, pdf } = await expectArt10Report(page, operation.id, {
    label: 'Casa do caseiro · 200 m',
    finding:
      'Casa do caseiro (moradia isolada): 200 m (mínimo 250 m, IN MAPA nº 2/2008, Art. 10, I, b) — abaixo do mínimo',
    justification: JUSTIFICATION,
  });
  await expect(croqui.locator('[data-role="applied"]')).toHaveCount(1);
  await expect(page.getByText(/medidas da área aplicada/)).toBeVisible();
  await expect(
    page.getByText('120,23 ha (medida nos arquivos de voo; declarada: 120,50 ha)'),
  ).toBeVisible();
  expect(pdf).toContain('medida nos arquivos de voo');
  await screenshot(page, 'voo-relatorio');

  // The next proposal for the farm warns from the start (the day not chosen yet: the rules in
  // force today). Last, as the unsaved proposal would ask before leaving.
  await page.goto('/propostas/nova');
  await page.getByLabel('Cliente *').selectOption({ label: SAMPLE_REGISTERS.client.nome });
  await page.getByLabel('Propriedade').selectOption({ label: name });
  await expect(page.getByRole('status').filter({ hasText: 'Casa do caseiro' })).toContainText(
    WARNING,
  );
  await screenshot(page, 'voo-aviso-proposta', { fullPage: false });
});

// Issue 39's 'Done when': the demo company has two operations with applied-area files, one of
// them under the Art. 10 distance, concluded with its justification.
test('flight evidence in the demo: two applied areas, one flight warned and justified', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000); // the demo's season is seeded first
  await logInByApi(
    page.request,
    await demoOwner(baseURL, `${testInfo.project.name}-${randomUUID().slice(0, 8)}`),
  );
  const list = await (await page.request.get('/api/operations?status=concluida')).json();
  const farm = (list.items as { id: string; propriedade: string }[]).filter(
    (item) => item.propriedade === 'Fazenda Esperança',
  );
  const flown: { id: string; justificativa: string | null }[] = [];
  for (const { id } of farm) {
    const evidence = await (await page.request.get(`/api/operations/${id}/voo`)).json();
    if (evidence.importacoes.length === 0) continue;
    const detail = await (await page.request.get(`/api/operations/${id}`)).json();
    flown.push({ id, justificativa: detail.report.distancias?.justificativa ?? null });
  }
  expect(flown).toHaveLength(2);
  const warned = flown.filter((f) => f.justificativa);
  expect(warned).toHaveLength(1);

  await page.goto(`/operacao/${warned[0]!.id}`);
  const panel = page.getByRole('region', { name: 'Área aplicada e auditoria de cobertura' });
  await expect(panel.getByText('agnav-esperanca.kml (KML)')).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Aplicada fora do talhão' })).toBeVisible();
  await screenshot(panel, 'voo-demo-auditoria');
  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  const croqui = page.getByRole('img', { name: 'Croqui da aplicação' });
  await expect(croqui.locator('[data-role="applied"]')).toHaveCount(1);
  await expect(croqui).toContainText(/Casa do retiro · 2\d\d m/);
  await expect(page.getByText(warned[0]!.justificativa!)).toBeVisible();
  await screenshot(page, 'voo-demo-relatorio');
});
