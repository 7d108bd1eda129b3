import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeProposalList } from '../../domain/operations/change-proposals.ts';
import { queryRows } from '../db/database.ts';
import { operationChangeProposals, operations } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import {
  decide,
  fieldCaller,
  operationInTheField,
  reschedule,
  type FieldOperation as Field,
} from '../test/field.ts';
import { joinCompany } from '../test/session.ts';

const t = useTestApp();

/** The pilot's conclusion, recorded offline on the version he took, sent when back online. */
const concludeOffline = (field: Field, key = 'concluir-offline-01') =>
  field.asPilot(
    {
      method: 'POST',
      url: `/api/operations/${field.id}/concluir`,
      payload: { confirmarClima: true },
    },
    { key, version: field.version },
  );

const proposalsOf = async (field: Field) =>
  answer(
    await field.asOwner({ method: 'GET', url: `/api/operations/${field.id}/propostas` }),
    200,
    changeProposalList,
  ).propostas;

const consumedOf = async (operationId: string) =>
  (
    await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from stock_movements where operation_id = ${operationId}`,
    )
  )[0]!.n;

describe('a field change on a version the office changed since', () => {
  it('is kept as a proposal, answered 409 with both versions, and applied once chosen', async () => {
    const field = await operationInTheField(t.app);
    expect((await reschedule(field, '2026-11-12')).statusCode).toBe(200);

    const sent = await concludeOffline(field);
    expect(sent.statusCode).toBe(409);
    const body = sent.json();
    expect(body.error).toEqual({
      code: 'OPERATION_CONFLICT',
      message:
        'A operação foi alterada no escritório depois que você a levou para o campo: sua alteração ficou guardada como proposta, para escolher entre as duas versões.',
    });
    // Both versions: the pilot's change on the version he read, and the office's as it stands.
    expect(body.conflito.proposta).toMatchObject({
      acao: 'concluir',
      dados: { confirmarClima: true },
      versao_base: field.version,
      status: 'pendente',
      proposto_por: field.pilot.userId,
    });
    expect(body.conflito.atual.operation).toMatchObject({ data: '2026-11-12', status: 'agendada' });
    expect(body.conflito.proposta.versao_atual).toBe(body.conflito.atual.operation.updated_at);
    // A pilot is answered without money, the conflict too (decision 034).
    expect(body.conflito.atual.operation).not.toHaveProperty('valor_cents');
    // Nothing was applied, nothing consumed; sent again (a lost reply), one proposal still.
    expect(await consumedOf(field.id)).toBe('0');
    expect((await concludeOffline(field)).json()).toEqual(body);
    expect(await proposalsOf(field)).toHaveLength(1);

    // The office chooses the pilot's conclusion: applied on its new date, stock consumed once.
    const applied = await decide(field.asOwner, field, body.conflito.proposta.id, 'aplicar');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().operation).toMatchObject({ status: 'concluida', data: '2026-11-12' });
    expect(await consumedOf(field.id)).toBe('1');
    const [kept] = await proposalsOf(field);
    expect(kept).toMatchObject({ status: 'aplicada', decidido_por: expect.any(String) });
    // Decided once: a second choice is refused and changes nothing.
    const again = await decide(field.asOwner, field, kept!.id, 'aplicar');
    expect(again.statusCode).toBe(409);
    expect(await consumedOf(field.id)).toBe('1');
  });

  it("applies a pilot's edit only to what a pilot records, keeping the office's new date", async () => {
    const field = await operationInTheField(t.app);
    await reschedule(field, '2026-11-13');
    const edit = await field.asPilot(
      {
        method: 'PUT',
        url: `/api/operations/${field.id}`,
        payload: { ...field.complete, temperatura_fim: 30, horimetro_fim: 1523 },
      },
      { key: 'editar-offline-01', version: field.version },
    );
    expect(edit.statusCode).toBe(409);
    const id = edit.json().conflito.proposta.id as string;
    // The pilot himself chooses his version.
    const applied = await decide(field.asPilot, field, id, 'aplicar');
    expect(applied.statusCode).toBe(200);
    const [row] = await t.db.select().from(operations).where(eq(operations.id, field.id));
    expect(row).toMatchObject({ data: '2026-11-13', temperatura_fim: 30, horimetro_fim: 1523 });
  });

  it("keeps the office's version when chosen, the proposal set aside and still listed", async () => {
    const field = await operationInTheField(t.app);
    await field.asOwner({ method: 'POST', url: `/api/operations/${field.id}/cancelar` });
    const sent = await concludeOffline(field);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().conflito.atual.operation.status).toBe('cancelada');
    const id = sent.json().conflito.proposta.id as string;

    // Another pilot of the company may not choose for him.
    const other = await joinCompany(t.app, field.companyId, 'pilot', 'outro@aerosul.com.br');
    const stranger = await decide(fieldCaller(t.app, other.cookie), field, id, 'descartar');
    expect(stranger.statusCode).toBe(403);

    const setAside = await decide(field.asOwner, field, id, 'descartar');
    expect(setAside.statusCode).toBe(200);
    expect(setAside.json()).toMatchObject({ id, status: 'descartada' });
    expect(await proposalsOf(field)).toEqual([setAside.json()]);
    const [row] = await t.db.select().from(operations).where(eq(operations.id, field.id));
    expect(row!.status).toBe('cancelada');
    const stored = await t.db.select().from(operationChangeProposals);
    expect(stored.map((p) => p.dados)).toEqual([{ confirmarClima: true }]);
  });

  it('is applied at once when the operation is still at the version it was made on', async () => {
    const field = await operationInTheField(t.app);
    const started = await field.asPilot(
      { method: 'POST', url: `/api/operations/${field.id}/iniciar` },
      { key: 'iniciar-offline-01', version: field.version },
    );
    expect(started.statusCode).toBe(200);
    // The next queued change is sent on the version the previous one answered.
    const concluded = await field.asPilot(
      {
        method: 'POST',
        url: `/api/operations/${field.id}/concluir`,
        payload: { confirmarClima: true },
      },
      { key: 'concluir-offline-02', version: started.json().operation.updated_at },
    );
    expect(concluded.statusCode).toBe(200);
    expect(concluded.json().operation.status).toBe('concluida');
    expect(await t.db.select().from(operationChangeProposals)).toEqual([]);
  });

  it('refuses a version that is not a moment', async () => {
    const field = await operationInTheField(t.app);
    const res = await field.asPilot(
      { method: 'POST', url: `/api/operations/${field.id}/iniciar` },
      { version: 'ontem' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'if-match': 'Versão da operação inválida.' });
  });
});
