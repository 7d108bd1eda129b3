import { expect, screenshot, test } from './fixtures.ts';

test('the landing page is served by our server with the tagline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Operações Aeroagrícolas').first()).toBeVisible();
  await expect(page).toHaveTitle(/AgroVoo/);
  await screenshot(page, 'landing');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/nao-existe');
  expect(response?.status()).toBe(200); // the app shell; the client renders the not-found page
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await screenshot(page, 'not-found', { fullPage: false });
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Operações Aeroagrícolas').first()).toBeVisible();
});

test('the API answers health and JSON 404 on the same server', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
  const missing = await request.get('/api/nao-existe');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
});
