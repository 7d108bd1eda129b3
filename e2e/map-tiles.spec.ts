import { SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('the property editor draws over the configured map tiles', async ({ page }, testInfo) => {
  await companyWithRegisters(
    page.request,
    `mapa-${testInfo.project.name}-${Date.now()}@cerrado.com.br`,
  );
  const tilesPort = process.env.E2E_TILES_PORT;
  const tiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === tilesPort) tiles.push(`${response.status()} ${url.pathname}`);
  });

  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  const name = SAMPLE_REGISTERS.property.nome;
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();

  // 4 km around the reference point: 4 × 4 tiles of zoom 15, under the grid, with their credit.
  const canvas = dialog.getByRole('application', { name: 'Área de desenho do contorno' });
  await expect(canvas.locator('image')).toHaveCount(16);
  await expect
    .poll(() => tiles.filter((t) => /^200 \/15\/\d+\/\d+\.png$/.test(t)))
    .toHaveLength(16);
  await expect(dialog.getByText('Mosaico de teste')).toBeVisible();

  // Clicks on the tiles still place vertices.
  const box = (await canvas.boundingBox())!;
  for (const [x, y] of [
    [0.35, 0.3],
    [0.7, 0.4],
    [0.6, 0.75],
    [0.3, 0.65],
  ] as const)
    await canvas.click({ position: { x: box.width * x, y: box.height * y } });
  await expect(dialog.getByText('4 vértices ·')).toBeVisible();
  await screenshot(page, 'contorno-mosaico', { fullPage: false });

  // The drawn boundary's preview has tiles under it as well.
  await dialog.getByRole('button', { name: 'Usar contorno' }).click();
  const preview = dialog.getByRole('img', { name: 'Contorno da propriedade' });
  await expect(preview.locator('image').first()).toBeVisible();
  await expect.poll(() => tiles.filter((t) => !t.startsWith('200 '))).toEqual([]);
  await screenshot(preview, 'contorno-mosaico-previa');
});
