import {
  request as apiRequest,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** The platform admin the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'ops@agrovoo.test', password: 'Admin#Forte2026' };

/** The captcha answer the e2e server accepts (CAPTCHA_TEST_CODE in playwright.config.ts). */
export const CAPTCHA_TEST_CODE = 'TESTE';

/** A new captcha with the answer the e2e server accepts, for the requests that need one. */
async function solvedCaptcha(request: APIRequestContext) {
  const captcha = await (await request.get('/api/auth/captcha')).json();
  return { captchaId: captcha.id as string, captchaCode: CAPTCHA_TEST_CODE };
}

/** Logs a session in through the API (captcha included), for journeys whose subject is not the login. */
export async function logInByApi(
  request: APIRequestContext,
  login: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', {
    data: { ...login, ...(await solvedCaptcha(request)) },
  });
  expect(res.status(), `login de ${login.email}`).toBe(200);
}

/**
 * Signs a company up through the API (captcha included); the request's context holds the owner's
 * session afterwards. Answers the company's id.
 */
export async function signUpByApi(
  request: APIRequestContext,
  signUp: { companyName: string; email: string; password: string; affiliateRef?: string },
) {
  const res = await request.post('/api/auth/sign-up', {
    data: { ...signUp, ...(await solvedCaptcha(request)) },
  });
  expect(res.status(), `cadastro de ${signUp.email}`).toBe(201);
  return ((await res.json()) as { companyId: string }).companyId;
}

/** Answers the captcha of the form in `scope` once its image is there (a new image clears it). */
export async function answerCaptcha(scope: Page | Locator) {
  await expect(
    scope.getByRole('img', { name: 'Imagem com o código de verificação' }),
  ).toBeVisible();
  await scope.getByLabel('Código de verificação').fill(CAPTCHA_TEST_CODE);
}

/** The platform admin ends a company's trial yesterday, in a session of its own. */
export async function endTrialYesterday(baseURL: string | undefined, companyId: string) {
  const admin = await apiRequest.newContext({ baseURL });
  await logInByApi(admin, E2E_ADMIN);
  const yesterday = new Date(Date.now() - 36 * 3600 * 1000).toISOString();
  const ended = await admin.patch(`/api/admin/companies/${companyId}`, {
    data: { trial_ends_at: yesterday },
  });
  expect(ended.status()).toBe(200);
  await admin.dispose();
}

/**
 * A demo company of its own (the admin tool's demo account), for journeys that need a season of
 * data: answers its owner's login. `run` makes the e-mail and the company name unique.
 */
export async function demoOwner(baseURL: string | undefined, run: string) {
  const admin = await apiRequest.newContext({ baseURL });
  await logInByApi(admin, E2E_ADMIN);
  const demo = await admin.post('/api/admin/tools/demo-account', {
    data: { email: `telas-${run}@agrovoo.test`, companyName: `Aero Telas ${run}` },
  });
  expect(demo.status(), await demo.text()).toBe(201);
  const login = (await demo.json()) as { email: string; password: string };
  await admin.dispose();
  return login;
}
