import { randomUUID } from 'node:crypto';
import { SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { expectAccessible } from './axe.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('the property editor draws on the map, over the configured tiles', async ({
  page,
}, testInfo) => {
  await companyWithRegisters(
    page.request,
    `mapa-${testInfo.project.name}-${randomUUID().slice(0, 8)}@cerrado.com.br`,
  );
  const tilesPort = process.env.E2E_TILES_PORT;
  const tiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === tilesPort) tiles.push(`${response.status()} ${url.pathname}`);
  });
  // The map engine is not in the first load of the registers page: it comes with the editor.
  const engine: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(map-engine|maplibre-gl-worker)-/.test(request.url()))
      engine.push(request.url());
  });

  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  const name = SAMPLE_REGISTERS.property.nome;
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Desenhar contorno' })).toBeVisible();
  expect(engine).toEqual([]);
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();

  // MapLibre (WebGL, here through the software renderer) over the tiles of the 4 km around the
  // reference point (zoom 13 at these widths), with their credit, scale and north.
  const map = dialog.getByRole('application', { name: 'Área de desenho do contorno' });
  await expect(map).toHaveAttribute('data-map', 'ready');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect
    .poll(() => tiles.filter((t) => /^200 \/1[3-7]\/\d+\/\d+\.png$/.test(t)).length)
    .toBeGreaterThan(3);
  await expect(map.getByText('Mosaico de teste')).toBeVisible();
  await expect(map.locator('.maplibregl-ctrl-scale')).toHaveText(/^\d+\s(m|km)$/);
  await expect(map.getByRole('button', { name: 'Norte para cima' })).toBeVisible();
  expect(engine.length).toBeGreaterThan(0);

  // Four clicks on the map and one on the first vertex close the polygon.
  const box = (await map.boundingBox())!;
  const corners = [
    [0.35, 0.3],
    [0.7, 0.4],
    [0.6, 0.75],
    [0.3, 0.65],
    [0.35, 0.3],
  ] as const;
  for (const [x, y] of corners)
    await map.click({ position: { x: box.width * x, y: box.height * y } });
  const drawn = dialog.getByText(/^4 vértices · [\d.,]+ ha$/);
  await expect(drawn).toBeVisible();
  await expect(dialog.getByLabel('Latitude do vértice 4')).toBeVisible();
  // A vertex dragged outwards: the area follows.
  const before = await drawn.textContent();
  await map.scrollIntoViewIfNeeded();
  const now = (await map.boundingBox())!;
  await page.mouse.move(now.x + now.width * 0.7, now.y + now.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(now.x + now.width * 0.85, now.y + now.height * 0.3, { steps: 8 });
  await page.mouse.up();
  await expect(drawn).not.toHaveText(before!);
  await screenshot(page, 'contorno-mosaico', { fullPage: false });
  await expectAccessible(page, 'o desenho do contorno no mapa');

  // The drawn boundary's preview has tiles under it as well.
  await dialog.getByRole('button', { name: 'Usar contorno' }).click();
  const preview = dialog.getByRole('img', { name: 'Contorno da propriedade' });
  await expect(preview.locator('image').first()).toBeVisible();
  await expect.poll(() => tiles.filter((t) => !t.startsWith('200 '))).toEqual([]);
  await screenshot(preview, 'contorno-mosaico-previa');
});

test('without WebGL the property editor is the grid, with a note', async ({ page }, testInfo) => {
  await companyWithRegisters(
    page.request,
    `sem-webgl-${testInfo.project.name}-${randomUUID().slice(0, 8)}@cerrado.com.br`,
  );
  // A browser that gives no WebGL context (a locked-down one, or a GPU blocklisted).
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
      return /webgl/.test(String(args[0])) ? null : getContext.apply(this, args);
    } as typeof getContext;
  });
  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  await page.getByRole('button', { name: `Editar ${SAMPLE_REGISTERS.property.nome}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();
  const grid = dialog.getByRole('application', { name: 'Área de desenho do contorno' });
  await expect(grid.locator('image')).toHaveCount(16);
  await expect(dialog.getByText(/não oferece WebGL, que o mapa interativo usa/)).toBeVisible();
  const box = (await grid.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
  ] as const)
    await grid.click({ position: { x: box.width * x, y: box.height * y } });
  await expect(dialog.getByText(/^3 vértices · [\d.,]+ ha$/)).toBeVisible();
  await screenshot(page, 'contorno-sem-webgl', { fullPage: false });
});

// The tiles' address (the public configuration) may arrive after the map has loaded: the tiles
// then join the map under the drawing, which keeps its own layers (a new style dropped them, and
// the drawing's next clear threw and took the page down).
test('the tiles arriving after the map has loaded leave the drawing working', async ({
  page,
}, testInfo) => {
  await companyWithRegisters(
    page.request,
    `mapa-tarde-${testInfo.project.name}-${randomUUID().slice(0, 8)}@cerrado.com.br`,
  );
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public-config', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  await page.getByRole('button', { name: `Editar ${SAMPLE_REGISTERS.property.nome}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Desenhar contorno' }).click();
  const map = dialog.getByRole('application', { name: 'Área de desenho do contorno' });
  await expect(map).toHaveAttribute('data-map', 'ready');
  release();
  await expect(map.getByText('Mosaico de teste')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar desenho' }).click();
  await expect(dialog.getByRole('button', { name: 'Desenhar contorno' })).toBeVisible();
});
