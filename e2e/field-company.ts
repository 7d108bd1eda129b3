import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { companyWithRegisters, PASSWORD, pilotJoins } from './company.ts';
import { expect, screenshot } from './fixtures.ts';

// The field journeys' company (issue 41): an office and a pilot who joined, linked to the pilot
// register, with tomorrow's operation flown by him.

/** 'Now' as the server tells it (its answer's Date header): the journeys never read this machine's. */
export async function serverNow(request: APIRequestContext) {
  return new Date((await request.get('/api/health')).headers()['date']!);
}

/**
 * A subscribed company with its registers, its owner's session (`office`), a pilot who joined in
 * `page` (signed in there, on the dashboard) and is the sample pilot register's user, and an
 * operation of his on the server's tomorrow. `stamp` makes the e-mails unique.
 */
export async function fieldCompany(page: Page, baseURL: string | undefined, stamp: string) {
  const office = await apiRequest.newContext({ baseURL });
  const owner = { email: `dono-campo-${stamp}@cerrado.com.br`, password: PASSWORD };
  const ids = await companyWithRegisters(office, owner.email);
  const pilot = { email: `piloto-campo-${stamp}@cerrado.com.br`, password: PASSWORD };
  await pilotJoins(office, page, baseURL, pilot.email);
  const pilotUserId = (
    (await (await page.request.get('/api/me')).json()) as { user: { id: string } }
  ).user.id;
  const linked = await office.put(`/api/registers/pilots/${ids.pilot}`, {
    data: { ...SAMPLE_REGISTERS.pilot, user_id: pilotUserId },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  const tomorrow = addDays(todayInSaoPaulo(await serverNow(office)), 1);
  const created = await office.post('/api/operations', {
    data: completeOperationInput(ids, tomorrow),
  });
  expect(created.status(), await created.text()).toBe(201);
  const operationId = ((await created.json()) as { operation: { id: string } }).operation.id;
  return { office, owner, pilot, pilotUserId, ids, operationId, tomorrow };
}

/** The operation as the office reads it now. */
export async function officeRead(office: APIRequestContext, operationId: string) {
  const res = await office.get(`/api/operations/${operationId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { operation: Record<string, unknown> };
}

/** The names of the browser's IndexedDB databases, as the page's origin sees them. */
export const databaseNames = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));

/**
 * The pilot (signed in the page) on the operations list, at `app` when it is another address
 * than the journeys' own, and 'Levar para o campo' done: tomorrow's operation kept in the phone,
 * after the service worker has precached the shell and the field's pages.
 */
export async function takeTomorrow(page: Page, app = '') {
  await page.goto(`${app}/operacoes`);
  await expect(page.getByRole('heading', { name: 'Operações' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('link', { name: 'Levar para o campo' }).click();
  await expect(page.getByRole('heading', { name: 'Trabalho no campo' })).toBeVisible();
  await expect(page.getByLabel('Período')).toHaveValue('1');
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await screenshot(page, 'campo-levar');
  await page.getByRole('button', { name: 'Levar 1 operação' }).click();
  await expect(page.getByText(/^Neste aparelho: 1 operação com os cadastros/)).toBeVisible();
}
