import { randomUUID } from 'node:crypto';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { pdfText } from '../src/test-support/pdf-text.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// The sample property (Sorriso-MT) has no boundary: the distances are measured from its
// reference point, 12,5432° S 55,7211° W. On turf's sphere (R = 6 371 008,8 m) a dwelling
// 200 m north stands 200 / R rad = 0,0017986° further north.
const R = 6_371_008.8;
const DWELLING_LAT = -12.5432 + (200 / R) * (180 / Math.PI);
const WARNING =
  'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).';
const JUSTIFICATION = 'Morador ausente no dia; faixa de 300 m sem aplicação junto à casa.';

// Issue 39 items 3-4: a property with a dwelling 200 m away → the flight planned → the 250 m
// warning → concluded with a justification → the report's croqui and list show the dwelling
// and its distance, and the PDF prints the justification.
test('art. 10: a dwelling 200 m away is warned at planning, justified at conclusion and printed', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `art10-${stamp}@cerrado.com.br`);
  const point = await page.request.post(`/api/properties/${ids.property}/pontos-sensiveis`, {
    data: {
      pontos: [
        {
          tipo: 'moradia',
          nome: 'Casa do caseiro',
          geometria: { type: 'Point', coordinates: [-55.7211, DWELLING_LAT] },
        },
      ],
    },
  });
  expect(point.status(), await point.text()).toBe(201);
  const created = await page.request.post('/api/operations', {
    data: completeOperationInput(ids),
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string };

  // Planning: the form warns beside the property, and lets the flight be saved.
  await page.goto(`/operacao/${operation.id}`);
  const warning = page.getByRole('status').filter({ hasText: 'Casa do caseiro' });
  await expect(warning).toContainText(WARNING);
  await screenshot(page, 'art10-aviso-planejamento', { fullPage: false });

  // Conclusion: the justification is asked, then kept.
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Concluir abaixo das distâncias mínimas?' });
  await expect(dialog).toContainText(WARNING);
  await dialog.getByRole('button', { name: 'Concluir com justificativa' }).click();
  await expect(dialog).toContainText('Justificativa das distâncias é obrigatória.');
  await dialog.getByLabel('Justificativa das distâncias').fill(JUSTIFICATION);
  await dialog.getByRole('button', { name: 'Concluir com justificativa' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  // The report: the croqui draws the dwelling with its metres; the list and the reason follow.
  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  const croqui = page.getByRole('img', { name: 'Croqui da aplicação' });
  await expect(croqui).toContainText('Casa do caseiro · 200 m');
  await expect(
    page.getByText(
      'Casa do caseiro (moradia isolada): 200 m (mínimo 250 m, IN MAPA nº 2/2008, Art. 10, I, b) — abaixo do mínimo',
    ),
  ).toBeVisible();
  await expect(page.getByText(JUSTIFICATION)).toBeVisible();
  await screenshot(page, 'art10-relatorio');

  const pdf = await page.request.get(`/api/operations/${operation.id}/relatorio.pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain('Casa do caseiro');
  expect(text).toContain(JUSTIFICATION);
});
