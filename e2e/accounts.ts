import { request as apiRequest, expect, type APIRequestContext } from '@playwright/test';

/** The platform admin the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'ops@agrovoo.test', password: 'Admin#Forte2026' };

/** The captcha answer the e2e server accepts (CAPTCHA_TEST_CODE in playwright.config.ts). */
export const CAPTCHA_TEST_CODE = 'TESTE';

/** Logs a session in through the API (captcha included), for journeys whose subject is not the login. */
export async function logInByApi(
  request: APIRequestContext,
  login: { email: string; password: string },
) {
  const captcha = await (await request.get('/api/auth/captcha')).json();
  const res = await request.post('/api/auth/login', {
    data: { ...login, captchaId: captcha.id, captchaCode: CAPTCHA_TEST_CODE },
  });
  expect(res.status(), `login de ${login.email}`).toBe(200);
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
