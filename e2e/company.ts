import {
  request as apiRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { registerSamples } from '../src/test-support/register-samples.ts';
import type { SampleIds } from '../src/test-support/sample-company.ts';
import { E2E_ADMIN, logInByApi, signUpByApi } from './accounts.ts';
import { expect } from './fixtures.ts';

/** The password of the journeys' owners and pilots. */
export const PASSWORD = 'Segredo#2026';

/** A company with its registers (their screen has its own journey), through the API. */
export async function companyWithRegisters(
  request: APIRequestContext,
  email: string,
): Promise<SampleIds> {
  await signUpByApi(request, { companyName: 'Aero Cerrado', email, password: PASSWORD });
  await request.patch('/api/company', {
    data: {
      company_name: 'Aero Cerrado Aviação Agrícola',
      registro_mapa: 'MT-00123',
      municipio: 'Sorriso',
      uf: 'MT',
    },
  });
  return registerSamples({
    post: async (kind, data) => {
      const res = await request.post(`/api/registers/${kind}`, { data });
      expect(res.status(), `${kind}: ${await res.text()}`).toBe(201);
      return (await res.json()).id as string;
    },
    options: async (kind) =>
      (await (await request.get(`/api/registers/${kind}/options`)).json()).options,
  });
}

/**
 * A pilot joins the office's company: invited, the company's subscription made active by the
 * platform admin (a pilot works while the company subscribes; in a trial he waits: spec part 1
 * §6), and the invite accepted in the pilot's own browser (`page`), which opens the dashboard.
 */
export async function pilotJoins(
  office: APIRequestContext,
  page: Page,
  baseURL: string | undefined,
  email: string,
) {
  const invite = await office.post('/api/company/invites', { data: { email, role: 'pilot' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { membership } = await (await office.get('/api/me')).json();
  const admin = await apiRequest.newContext({ baseURL });
  await logInByApi(admin, E2E_ADMIN);
  const active = await admin.patch(`/api/admin/companies/${membership.company.id}`, {
    data: { subscription_status: 'active' },
  });
  expect(active.status()).toBe(200);
  await admin.dispose();
  const { messages } = await (await office.get('/api/dev/outbox')).json();
  const mail = (messages as { to: string; text: string }[]).find((m) => m.to === email)!;
  const link = new URL(/https?:\/\/\S+invite=\S+/.exec(mail.text)![0]);

  await page.goto(link.pathname + link.search);
  await page.getByLabel('Defina sua senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The URL changes before the signed-in shell replaces the invite page's header ('Entrar'):
  // the page is used once the dashboard is drawn.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' }),
  ).toBeVisible();
}

/**
 * The operation form opened and filled with an application for the sample registers (the
 * form's own journey checks each field): client, farm, service, crop, the area, Fox Xpro at
 * 0,5 L/ha with its prescription, the volume and the agronomist.
 */
export async function fillSampleApplication(page: Page, areaHa: string) {
  await page.goto('/operacao');
  await expect(page.getByRole('heading', { name: 'Nova Operação' })).toBeVisible();
  await page.getByLabel('Contratante *').selectOption({ label: 'Agropecuária Boa Vista' });
  await page.getByLabel('Propriedade *').selectOption({ label: 'Fazenda Santa Rita' });
  await page.getByLabel('Tipo de serviço').selectOption({ label: 'Aplicação líquida' });
  await page.getByLabel('Cultura', { exact: true }).selectOption({ label: 'Soja' });
  await page.getByLabel('Área tratada (ha)').fill(areaHa);
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await page.getByLabel('Produto 1', { exact: true }).selectOption({ label: 'Fox Xpro' });
  await page.getByLabel('Dose por ha').fill('0,5');
  await page.getByLabel('Receituário nº').fill('RA-2026-0456');
  await page.getByLabel('Data do receituário').fill('2026-11-08');
  await page.getByLabel('Volume de calda').fill('15');
  await page.getByLabel('Engenheiro agrônomo').selectOption({ label: 'Ana Souza' });
}

type AtStartAndEnd = readonly [string, string];

/** The weather at the start and end of the flight, the wind from NE turning E. */
export async function fillWeather(
  page: Page,
  weather: { temperatura: AtStartAndEnd; umidade: AtStartAndEnd; vento: AtStartAndEnd },
) {
  const [start, end] = ['no início', 'no término'];
  await page.getByLabel(`Temperatura ${start} (°C)`).fill(weather.temperatura[0]);
  await page.getByLabel(`Temperatura ${end} (°C)`).fill(weather.temperatura[1]);
  await page.getByLabel(`Umidade relativa ${start} (%)`).fill(weather.umidade[0]);
  await page.getByLabel(`Umidade relativa ${end} (%)`).fill(weather.umidade[1]);
  await page.getByLabel(`Vento ${start} (km/h)`).fill(weather.vento[0]);
  await page.getByLabel(`Vento ${end} (km/h)`).fill(weather.vento[1]);
  await page.getByLabel(`Direção do vento ${start}`).selectOption('NE');
  await page.getByLabel(`Direção do vento ${end}`).selectOption('L');
}

/**
 * A square drawn on a drawing map (a property's boundary, an operation's plot) once it is ready:
 * four clicks around its middle, and one on the first vertex to close it.
 */
export async function drawSquare(map: Locator) {
  await expect(map).toHaveAttribute('data-map', 'ready');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
    [0.3, 0.3],
  ] as const)
    await map.click({ position: { x: box.width * x, y: box.height * y } });
}
