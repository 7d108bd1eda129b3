import { randomUUID } from 'node:crypto';
import { northOfSampleProperty } from '../src/test-support/geo.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { concludeWithJustification, expectArt10Report } from './art10.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// The sample property (Sorriso-MT) has no boundary: the distances are measured from its
// reference point, 12,5432° S 55,7211° W; the dwelling stands 200 m north of it.
const DWELLING_LAT = northOfSampleProperty(200);
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
  await concludeWithJustification(page, WARNING, JUSTIFICATION);

  // The report: the croqui draws the dwelling with its metres; the list and the reason follow;
  // the PDF prints the justification.
  await expectArt10Report(page, operation.id, {
    label: 'Casa do caseiro · 200 m',
    finding:
      'Casa do caseiro (moradia isolada): 200 m (mínimo 250 m, IN MAPA nº 2/2008, Art. 10, I, b) — abaixo do mínimo',
    justification: JUSTIFICATION,
  });
  await screenshot(page, 'art10-relatorio');
});
