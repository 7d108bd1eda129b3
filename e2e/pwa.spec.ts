import { companyWithRegisters } from './company.ts';
import { expect, expectOfflineFailures, screenshot, test } from './fixtures.ts';

// The one journey with the service worker (blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the app opens offline after a first visit, from the service worker', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker has installed and precached the shell and the code.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/politica-privacidade');
  await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();
  await context.setOffline(false);
  expectOfflineFailures(consoleErrors);
});

test('the manifest describes the installable app in Portuguese', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'AgroVoo',
    lang: 'pt-BR',
    start_url: '/dashboard',
    display: 'standalone',
  });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status()).toBe(200);
});

// The notifications' code loads when the browser is first idle; the second case cuts it off,
// as a visit that loses its connection in its first seconds.
for (const { title, cutNotifications } of [
  { title: 'the header says when the connection drops and comes back', cutNotifications: false },
  {
    title: 'a connection lost before the notifications have loaded still shows its notice',
    cutNotifications: true,
  },
])
  test(title, async ({ page, context, consoleErrors }, testInfo) => {
    await companyWithRegisters(
      page.request,
      `offline-${cutNotifications ? 'cedo-' : ''}${testInfo.project.name}-${Date.now()}@cerrado.com.br`,
    );
    const toaster = /\/assets\/toaster-[^/]*\.js$/;
    if (cutNotifications) await page.route(toaster, (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: 'Dashboard' });
    await expect(heading).toBeVisible();
    const offline = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });
    await expect(offline).toHaveCount(0);
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await expect(page.getByText('Você está offline')).toBeVisible();
    await expect(heading).toBeVisible();
    // The header's badge and the notice stay inside a phone's width (390 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await screenshot(page, `offline-aviso${cutNotifications ? '-cedo' : ''}`, { fullPage: false });
    if (cutNotifications) await page.unroute(toaster);
    await context.setOffline(false);
    await expect(page.getByText('Conexão restabelecida')).toBeVisible();
    await expect(page.getByText('Você está offline')).toBeHidden();
    await expect(offline).toHaveCount(0);
    expectOfflineFailures(consoleErrors);
  });

test('/hard-refresh clears the app and goes to the start', async ({ page }) => {
  await page.goto('/hard-refresh');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('agrovoo-hard-refresh'))).toBe('1');
});
