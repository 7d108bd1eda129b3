import type { FastifyInstance } from 'fastify';
import { setCompany } from './factories.ts';
import { multipartBody } from './multipart.ts';
import { companyReadyToFly, linkSamplePilot, newOperation, type Call } from './operations.ts';
import { joinCompany } from './session.ts';
import { stockUp } from './stock-entries.ts';

/** Headers of a change sent from the field (issue 41): its key, and the version it was made on. */
export type FieldHeaders = { key?: string; version?: string };

const headersOf = (cookie: string, field: FieldHeaders) => ({
  cookie,
  ...(field.key && { 'idempotency-key': field.key }),
  ...(field.version && { 'if-match': field.version }),
});

/** Calls the API as the session `cookie`, with a change's field headers. */
export const fieldCaller =
  (app: FastifyInstance, cookie: string) =>
  (call: Call, field: FieldHeaders = {}) =>
    app.inject({ ...call, headers: headersOf(cookie, field) });

/**
 * The sample company's scheduled operation flown by a pilot who signed in (the sample pilot
 * register linked to his login), with stock to conclude it (200 L of the fungicide) and 500 L
 * of AVGAS. Answers the owner's and the pilot's callers, the operation's id and the version
 * (`updated_at`) the pilot read when he took it to the field.
 */
export async function operationInTheField(app: FastifyInstance) {
  const fly = await companyReadyToFly(app);
  // A pilot acts only for a subscribed company (spec part 1 §4), not on its trial.
  await setCompany(app.database.db, fly.companyId, { subscription_status: 'active' });
  const pilot = await joinCompany(app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
  await linkSamplePilot(fly.owner, fly.ids.pilot, pilot.userId);
  await stockUp(fly.owner, [
    { product_id: fly.ids.product, lote: 'FX-1', quantidade: 200, validade: '2027-12-31' },
    { combustivel: 'avgas', lote: 'AV-1', quantidade: 500 },
  ]);
  const id = await newOperation(fly.owner, fly.complete);
  const asPilot = fieldCaller(app, pilot.cookie);
  const read = (await asPilot({ method: 'GET', url: `/api/operations/${id}` })).json();
  const upload = (field: FieldHeaders, name = 'receituario.jpg') => {
    const form = multipartBody(
      { tipo: 'foto' },
      { name, type: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    );
    return app.inject({
      method: 'POST',
      url: `/api/operations/${id}/anexos`,
      payload: form.payload,
      headers: { ...form.headers, ...headersOf(pilot.cookie, field) },
    });
  };
  return {
    ...fly,
    id,
    pilot,
    asPilot,
    asOwner: fieldCaller(app, fly.cookie),
    upload,
    version: read.operation.updated_at as string,
  };
}

export type FieldOperation = Awaited<ReturnType<typeof operationInTheField>>;

/** The office moves the operation to another day (after the pilot took it to the field). */
export const reschedule = (field: FieldOperation, data: string) =>
  field.asOwner({
    method: 'PUT',
    url: `/api/operations/${field.id}`,
    payload: { ...field.complete, data },
  });

/** `as` applies the proposal, or sets it aside keeping the office's version. */
export const decide = (
  as: FieldOperation['asOwner'],
  field: FieldOperation,
  proposta: string,
  choice: 'aplicar' | 'descartar',
) => as({ method: 'POST', url: `/api/operations/${field.id}/propostas/${proposta}/${choice}` });
