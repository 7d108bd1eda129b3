import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_CAPTCHA = 'TESTE';
export const TEST_PASSWORD = 'Segredo#2026';

/** The Cookie header that sends back what a response set. */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function captchaId(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/auth/captcha' })).json().id;
}

/** Signs a company up through the API; answers the session cookie and the company id. */
export async function signUpCompany(
  app: FastifyInstance,
  overrides: { email?: string; companyName?: string; password?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      companyName: overrides.companyName ?? 'Aero Sul Aviação Agrícola',
      email: overrides.email ?? 'dono@aerosul.com.br',
      password: overrides.password ?? TEST_PASSWORD,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res), companyId: res.json().companyId as string };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(ip && { remoteAddress: ip }),
    payload: { email, password, captchaId: await captchaId(app), captchaCode: TEST_CAPTCHA },
  });
}
