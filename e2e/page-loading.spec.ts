import { randomUUID } from 'node:crypto';
import { demoOwner, logInByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

/**
 * Issue 43 item 1: a company page's HTML carries its header (`PageLoading`), painted before
 * any script runs; the app then draws the same header at the same place, once. The API is held
 * back until the loading screen has been seen, so the app cannot take over before.
 */
test("/estoque paints its header with the HTML, and the app's is the same one at the same place", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a demo company of its own
  const run = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await logInByApi(page.request, await demoOwner(baseURL, run));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/estoque', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Estoque' });
  const intro = page.getByText(/^Produtos e combustível por lote/);
  const loading = page.locator('[data-prerendered="session"]');
  // The loading screen is inert, so out of the accessibility tree: it is read by its markup.
  await expect(loading.locator('h1')).toHaveText('Estoque');
  await expect(loading.getByText('Carregando...')).toBeVisible();
  const before = {
    title: await loading.locator('h1').boundingBox(),
    intro: await loading.getByText(/^Produtos e combustível por lote/).boundingBox(),
  };
  await screenshot(page, 'estoque-loading', { fullPage: false });

  release();
  await expect(loading).toHaveCount(0);
  await expect(heading).toHaveCount(1);
  await expect(intro).toHaveCount(1);
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The app's header is where the loading screen's was: nothing moved.
  expect(await heading.boundingBox()).toEqual(before.title);
  expect(await intro.boundingBox()).toEqual(before.intro);
  await expect(page).toHaveTitle('Estoque — AgroVoo');
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'estoque-loaded', { fullPage: false });
});
