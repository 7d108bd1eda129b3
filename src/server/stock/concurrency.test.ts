import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import { stockLots, stockShortfalls } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { stockUp } from '../test/stock-entries.ts';

/**
 * Exits at the same moment never take the same litre twice: the lots are locked (`for update`)
 * by the first and read again, as it left them, by the second. On PostgreSQL (TEST_DATABASE_URL)
 * the requests run on separate connections at once; on PGlite one after the other.
 */
const t = useTestApp();

const consumed = async (lotId: string) =>
  (
    await queryRows<{ total: string }>(
      t.db,
      sql`select coalesce(-sum(quantity), 0)::text as total from stock_movements
          where lot_id = ${lotId} and kind = 'consumo'`,
    )
  )[0]!.total;

describe('concurrent exits from one lot', () => {
  it('two operations concluded at once: 100 L taken once, the rest recorded as shortfalls', async () => {
    const fly = await companyReadyToFly(t.app);
    const lots = await stockUp(fly.owner, [
      { product_id: fly.ids.product, lote: 'L1', quantidade: 100 },
    ]);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await newOperation(fly.owner, fly.complete));
    // Four conclusions of 60,25 L each (120,50 ha × 0,5 L/ha) against 100 L.
    const answers = await Promise.all(
      ids.map((id) => fly.owner({ method: 'POST', url: `/api/operations/${id}/concluir` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const [lot] = await t.db.select().from(stockLots).where(eq(stockLots.id, lots.L1!));
    expect(lot!.saldo).toBe(0);
    expect(await consumed(lots.L1!)).toBe('100.000');
    const short = await t.db.select().from(stockShortfalls);
    expect(short.reduce((sum, row) => sum + row.quantidade, 0)).toBeCloseTo(4 * 60.25 - 100, 3);
    const taken = answers.map((res) => res.json().baixa_estoque[0]?.quantidade ?? 0) as number[];
    expect(taken.reduce((sum, q) => sum + q, 0)).toBeCloseTo(100, 3);
  });

  it('two fuel exits at once: the one the lot covers is recorded, the other refused (409)', async () => {
    const fly = await companyReadyToFly(t.app);
    const lots = await stockUp(fly.owner, [{ combustivel: 'jet_a1', lote: 'J1', quantidade: 500 }]);
    const id = await newOperation(fly.owner, fly.complete);
    const exit = { operation_id: id, combustivel: 'jet_a1', litros: 300 };
    const answers = await Promise.all(
      [1, 2].map(() =>
        fly.owner({ method: 'POST', url: '/api/stock/combustivel/saidas', payload: exit }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().error.message).toBe(
      'Saldo insuficiente de Jet A-1: faltam 100,000 L (saldo 200,000 L).',
    );
    expect(await consumed(lots.J1!)).toBe('300.000');
  });
});
