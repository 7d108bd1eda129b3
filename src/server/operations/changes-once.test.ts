import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import {
  idempotencyKeys,
  operationAttachments,
  operations,
  stockMovements,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { type FieldHeaders, operationInTheField } from '../test/field.ts';
import type { Call } from '../test/operations.ts';

const t = useTestApp();

type Field = Awaited<ReturnType<typeof operationInTheField>>;

/** Movements of the operation's stock, product and fuel, by kind of item (quantities summed). */
async function ledgerOf(operationId: string) {
  const rows = await queryRows<{ item: string; n: string; total: string }>(
    t.db,
    sql`select coalesce(combustivel::text, 'produto') as item, count(*)::text as n,
          sum(quantity)::text as total
        from ${stockMovements} where operation_id = ${operationId} group by 1 order by 1`,
  );
  return rows.map((row) => ({ item: row.item, movimentos: Number(row.n), total: +row.total }));
}

const countOf = async (table: typeof operationAttachments, operationId: string) =>
  (await t.db.select().from(table).where(eq(table.operation_id, operationId))).length;

/**
 * Each change a pilot sends from the field, and what it leaves once applied. Sent three times
 * with one key, as a phone does whose replies were lost on the way: one effect, one answer.
 */
const changes: [
  string,
  (f: Field, headers: FieldHeaders) => ReturnType<Field['asPilot']>,
  number,
  (f: Field) => Promise<unknown>,
  unknown,
][] = [
  [
    'starting the operation',
    (f, h) => f.asPilot({ method: 'POST', url: `/api/operations/${f.id}/iniciar` }, h),
    200,
    async (f) => (await t.db.select().from(operations).where(eq(operations.id, f.id)))[0]!.status,
    'em_andamento',
  ],
  [
    'concluding it (stock consumed: 120,5 ha × 0,5 L/ha = 60,25 L)',
    (f, h) =>
      f.asPilot(
        {
          method: 'POST',
          url: `/api/operations/${f.id}/concluir`,
          payload: { confirmarClima: true },
        },
        h,
      ),
    200,
    (f) => ledgerOf(f.id),
    [{ item: 'produto', movimentos: 1, total: -60.25 }],
  ],
  [
    'editing its weather and horímetro',
    (f, h) =>
      f.asPilot(
        {
          method: 'PUT',
          url: `/api/operations/${f.id}`,
          payload: { ...f.complete, temperatura_fim: 29, horimetro_fim: 1522.4 },
        },
        h,
      ),
    200,
    async (f) => {
      const [row] = await t.db.select().from(operations).where(eq(operations.id, f.id));
      return { temperatura_fim: row!.temperatura_fim, horimetro_fim: row!.horimetro_fim };
    },
    { temperatura_fim: 29, horimetro_fim: 1522.4 },
  ],
  [
    'recording 80 L of fuel taken',
    (f, h) =>
      f.asPilot(
        {
          method: 'POST',
          url: '/api/stock/combustivel/saidas',
          payload: { operation_id: f.id, combustivel: 'avgas', litros: 80 },
        },
        h,
      ),
    201,
    (f) => ledgerOf(f.id),
    [{ item: 'avgas', movimentos: 1, total: -80 }],
  ],
  ['uploading a photo', (f, h) => f.upload(h), 201, (f) => countOf(operationAttachments, f.id), 1],
];

describe('a change sent with an Idempotency-Key is applied once, whatever the retries', () => {
  it.each(changes)('%s', async (_name, send, status, effect, expected) => {
    const field = await operationInTheField(t.app);
    const key = 'e1c7a3f0-5d2b-4c1e-9f00-campo000001';
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await send(field, { key }));
    expect(answers.map((res) => res.statusCode)).toEqual([status, status, status]);
    // The retries are answered what the first was, from the stored answer.
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(await effect(field)).toEqual(expected);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('consumes stock, takes fuel and keeps a photo exactly once across three sends of each', async () => {
    const field = await operationInTheField(t.app);
    const conclude: Call = {
      method: 'POST',
      url: `/api/operations/${field.id}/concluir`,
      payload: { confirmarClima: true },
    };
    const fuel: Call = {
      method: 'POST',
      url: '/api/stock/combustivel/saidas',
      payload: { operation_id: field.id, combustivel: 'avgas', litros: 80 },
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      await field.upload({ key: 'foto-receituario-01' });
      await field.asPilot(fuel, { key: 'combustivel-voo-01' });
      await field.asPilot(conclude, { key: 'concluir-voo-0001' });
    }
    // 120,50 ha × 0,5 L/ha = 60,25 L of the fungicide, in one movement; 80 L of AVGAS in one.
    expect(await ledgerOf(field.id)).toEqual([
      { item: 'avgas', movimentos: 1, total: -80 },
      { item: 'produto', movimentos: 1, total: -60.25 },
    ]);
    expect(await countOf(operationAttachments, field.id)).toBe(1);
  });

  it('refuses a key sent again with another change, and a malformed key', async () => {
    const field = await operationInTheField(t.app);
    const key = 'chave-de-teste-01';
    await field.asPilot({ method: 'POST', url: `/api/operations/${field.id}/iniciar` }, { key });
    const reused = await field.asPilot(
      { method: 'POST', url: `/api/operations/${field.id}/concluir` },
      { key },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(
      'Esta chave de idempotência já foi usada em outra alteração.',
    );
    const malformed = await field.asPilot(
      { method: 'POST', url: `/api/operations/${field.id}/concluir` },
      { key: 'curta' },
    );
    expect(malformed.statusCode).toBe(400);
    expect((await t.db.select().from(operations))[0]!.status).toBe('em_andamento');
  });

  it("keeps each user's keys apart, and keeps no key for a change refused", async () => {
    const field = await operationInTheField(t.app);
    const key = 'mesma-chave-0001';
    const fuel = (litros: number): Call => ({
      method: 'POST',
      url: '/api/stock/combustivel/saidas',
      payload: { operation_id: field.id, combustivel: 'avgas', litros },
    });
    // 600 L is more than the 500 L in stock: refused (409), nothing kept, so the corrected
    // change may be sent again under the same key.
    expect((await field.asPilot(fuel(600), { key })).statusCode).toBe(409);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(0);
    expect((await field.asPilot(fuel(60), { key })).statusCode).toBe(201);
    // The owner's change with the pilot's key is his own.
    expect((await field.asOwner(fuel(40), { key })).statusCode).toBe(201);
    expect(await ledgerOf(field.id)).toEqual([{ item: 'avgas', movimentos: 2, total: -100 }]);
  });
});
