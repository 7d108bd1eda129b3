import { E2E_ADMIN, endTrialYesterday, signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('an expired trial shows the owner the subscription card and the pilot the suspension card', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = `dono-${stamp}@cerrado.com.br`;
  const pilot = `piloto-${stamp}@cerrado.com.br`;

  // A company with an owner and a pilot (their own screens are journeys elsewhere).
  const companyId = await signUpByApi(page.request, {
    companyName: 'Aero Cerrado',
    email: owner,
    password: PASSWORD,
  });
  const invite = await page.request.post('/api/company/invites', {
    data: { email: pilot, role: 'pilot' },
  });
  expect(invite.status()).toBe(201);
  const { messages } = await (await page.request.get('/api/dev/outbox')).json();
  const mail = messages.find((m: { to: string }) => m.to === pilot);
  const token = new URL(mail.text.match(/https?:\/\/\S+invite=\S+/)[0]).searchParams.get('invite');
  const pilotContext = await browser.newContext();
  const pilotPage = await pilotContext.newPage();
  const accepted = await pilotPage.request.post('/api/invites/accept-with-password', {
    data: { token, email: pilot, password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);

  // During the trial the working areas are open.
  await page.goto('/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();

  // The platform administrator ends the trial yesterday (admin company tools).
  await endTrialYesterday(baseURL, companyId);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Assinatura Premium Necessária' })).toBeVisible();
  await expect(page.getByText('R$ 59,90/mês')).toBeVisible();
  await screenshot(page, 'assinatura-necessaria', { fullPage: false });
  // Subscribing from this card is the billing journey (e2e/billing.spec.ts).

  await pilotPage.goto('/cadastros');
  await expect(pilotPage.getByRole('heading', { name: 'Acesso Suspenso' })).toBeVisible();
  await expect(
    pilotPage.getByText('Entre em contato com o proprietário da empresa.'),
  ).toBeVisible();
  await screenshot(pilotPage, 'acesso-suspenso', { fullPage: false });
  // The server agrees: a change by the company answers 402.
  const blocked = await page.request.post('/api/company/invites', {
    data: { email: `outro-${stamp}@cerrado.com.br`, role: 'pilot' },
  });
  expect(blocked.status()).toBe(402);
  expect((await blocked.json()).error.code).toBe('SUBSCRIPTION_REQUIRED');
  await pilotContext.close();
});

test('the platform admin, who belongs to no company, lands on /admin with no refused request', async ({
  page,
}) => {
  // The pages' telemetry beacons answer here: their per-address limit is shared by every
  // journey of the run, and this test is about the company requests, not the beacons.
  await page.route('**/api/analytics/**', (route) => route.fulfill({ status: 204 }));
  // Every answer of 400 or more and every console error, refusals included.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await expect(page.getByRole('img', { name: 'Imagem com o código de verificação' })).toBeVisible();
  // Only what happens after the login counts: the captcha's own requests are not refusals.
  refused.length = 0;
  await page.getByLabel('Código de verificação').fill('TESTE');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administração' })).toBeVisible();
  // The company menu is not his: no company page to offer.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
