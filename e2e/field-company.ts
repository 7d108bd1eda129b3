import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { E2E_ADMIN, logInByApi } from './accounts.ts';
import { companyWithRegisters } from './company.ts';
import { expect } from './fixtures.ts';

// The field journeys' company (issue 41): an office and a pilot who signed in, linked to the
// pilot register, with tomorrow's operation flown by him.

export const FIELD_PASSWORD = 'Segredo#2026';

/** 'Now' as the server tells it (its answer's Date header): the journeys never read this machine's. */
export async function serverNow(request: APIRequestContext) {
  return new Date((await request.get('/api/health')).headers()['date']!);
}

/**
 * A subscribed company with its registers, its owner's session (`office`), a pilot who accepted
 * his invite and is the sample pilot register's user, and an operation of his on the server's
 * tomorrow. `stamp` makes the e-mails unique.
 */
export async function fieldCompany(baseURL: string | undefined, stamp: string) {
  const office = await apiRequest.newContext({ baseURL });
  const owner = { email: `dono-campo-${stamp}@cerrado.com.br`, password: FIELD_PASSWORD };
  const ids = await companyWithRegisters(office, owner.email);
  const pilot = { email: `piloto-campo-${stamp}@cerrado.com.br`, password: FIELD_PASSWORD };
  const invite = await office.post('/api/company/invites', {
    data: { email: pilot.email, role: 'pilot' },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  // A pilot acts only for a subscribed company (spec part 1 §4), not on its trial.
  const { membership } = await (await office.get('/api/me')).json();
  const admin = await apiRequest.newContext({ baseURL });
  await logInByApi(admin, E2E_ADMIN);
  const active = await admin.patch(`/api/admin/companies/${membership.company.id}`, {
    data: { subscription_status: 'active' },
  });
  expect(active.status()).toBe(200);
  await admin.dispose();

  const { messages } = await (await office.get('/api/dev/outbox')).json();
  const mail = (messages as { to: string; text: string }[]).find((m) => m.to === pilot.email)!;
  const token = new URL(/https?:\/\/\S+invite=\S+/.exec(mail.text)![0]).searchParams.get('invite');
  const pilotSide = await apiRequest.newContext({ baseURL });
  const joined = await pilotSide.post('/api/invites/accept-with-password', {
    data: { token, email: pilot.email, password: pilot.password },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const pilotUserId = ((await (await pilotSide.get('/api/me')).json()) as { user: { id: string } })
    .user.id;
  await pilotSide.dispose();
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
