import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { operationInTheField } from '../test/field.ts';
import type { Call } from '../test/operations.ts';
import { IDEMPOTENCY_KEY_DAYS } from './idempotency-pruning.ts';

// Old Idempotency-Keys are pruned (issue 41, decision 039). The server's clock is stopped and
// moved by the test: the first change is sent on 09/11/2026 at 12:00 in São Paulo.
const DAY = 24 * 3_600_000;
const START = new Date('2026-11-09T15:00:00Z');
let now = START;
const t = useTestApp({ clock: { now: () => now } });

const fuel = (operationId: string, litros: number): Call => ({
  method: 'POST',
  url: '/api/stock/combustivel/saidas',
  payload: { operation_id: operationId, combustivel: 'avgas', litros },
});

const fuelMovements = async (operationId: string) =>
  (
    await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from stock_movements where operation_id = ${operationId}`,
    )
  )[0]!.n;

const keys = async () =>
  (await t.db.select({ chave: idempotencyKeys.chave }).from(idempotencyKeys))
    .map((row) => row.chave)
    .sort();

describe('the idempotency keys’ pruning', () => {
  it(`deletes the keys older than ${IDEMPOTENCY_KEY_DAYS} days at 03:00, keeping the younger`, async () => {
    now = START;
    const field = await operationInTheField(t.app);
    expect(
      (await field.asPilot(fuel(field.id, 80), { key: 'combustivel-antigo' })).statusCode,
    ).toBe(201);
    // 60 days later, 08/01/2027 (21 days left of November, 31 of December, 8 of January).
    now = new Date(START.getTime() + 60 * DAY);
    const recent = await field.asPilot(fuel(field.id, 40), { key: 'combustivel-recente' });
    expect(recent.statusCode).toBe(201);

    // 90 days after the first, 07/02/2027 at 02:00 in São Paulo: not yet the hour of the job.
    now = new Date(START.getTime() + IDEMPOTENCY_KEY_DAYS * DAY - 10 * 3_600_000);
    await t.app.jobs.tick();
    expect(await keys()).toEqual(['combustivel-antigo', 'combustivel-recente']);
    // At 03:00 of 08/02/2027 the first key is 90 days and 15 hours old: deleted; the second,
    // 30 days and 15 hours old, is kept.
    now = new Date(START.getTime() + (IDEMPOTENCY_KEY_DAYS + 1) * DAY - 9 * 3_600_000);
    await t.app.jobs.tick();
    expect(await keys()).toEqual(['combustivel-recente']);

    // The kept key still answers its retry with the first answer, changing nothing.
    const retry = await field.asPilot(fuel(field.id, 40), { key: 'combustivel-recente' });
    expect(retry.json()).toEqual(recent.json());
    expect(await fuelMovements(field.id)).toBe('2');
  });

  it("finds the keys to delete by their age through an index, not by reading every company's keys", async () => {
    // The table holds every company's keys for 90 days; the daily delete's condition on
    // created_at must be answered by an index. With sequential scans priced out, the plan
    // names the index when one serves the condition (a sequential scan otherwise).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain delete from idempotency_keys where created_at < ${START.toISOString()}::timestamptz`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'idempotency_keys_created_at_idx',
    );
  });
});
