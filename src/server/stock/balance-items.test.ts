import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { averageOf, weightedAverage, type ValuedLot } from '../../domain/stock/valuation.ts';
import { queryRows } from '../db/database.ts';
import { useTestDatabase } from '../test/database.ts';
import { lotSums } from './balance-items.ts';

const t = useTestDatabase({ emptied: 'once' });

/** The database's sums (`lotSums`) of `lots`, as stored (numeric(14,3) saldo, integer cost). */
async function summedInSql(lots: ValuedLot[]) {
  const values = sql.join(
    lots.map((lot) => sql`(${lot.saldo}::numeric(14, 3), ${lot.custo_unitario_cents}::integer)`),
    sql`, `,
  );
  const [row] = await queryRows<{ quantity: number | null; value: number | null }>(
    t.db,
    sql`select ${lotSums} from (values ${values}) as lots (saldo, custo_unitario_cents)
      where saldo > 0`,
  );
  return { quantity: row?.quantity ?? 0, value: row?.value ?? 0 };
}

// The balances read each item's sums from the database and round them with the domain's
// `averageOf`; these cases hold that to `weightedAverage` over the same lots, in JavaScript.
describe('stock balances: the lots summed in SQL agree with the domain', () => {
  it.each<[string, ValuedLot[]]>([
    // 100 L × R$ 45,00 + 50 L × R$ 51,00 = R$ 7.050,00 over 150 L → R$ 47,00
    [
      'two lots at their own cost',
      [
        { saldo: 100, custo_unitario_cents: 4_500 },
        { saldo: 50, custo_unitario_cents: 5_100 },
      ],
    ],
    // 1 × 100 + 2 × 101 = 302 over 3 = 100,67 → 101 (half up)
    [
      'the average rounded half up',
      [
        { saldo: 1, custo_unitario_cents: 100 },
        { saldo: 2, custo_unitario_cents: 101 },
      ],
    ],
    // 0.333 × 4.500 = 1.498,5 → 1.499 centavos; 12.345 + 0.333 = 12.678 kg
    [
      'thousandths of a unit',
      [
        { saldo: 12.345, custo_unitario_cents: 3_999 },
        { saldo: 0.333, custo_unitario_cents: 4_500 },
      ],
    ],
    // an empty lot is not in stock: it neither weighs nor values
    [
      'an empty lot left out',
      [
        { saldo: 0, custo_unitario_cents: 9_999 },
        { saldo: 20.25, custo_unitario_cents: 4_500 },
      ],
    ],
    [
      'ten lots of a season',
      Array.from({ length: 10 }, (_, k) => ({
        saldo: 17.125 * (k + 1),
        custo_unitario_cents: 2_950 + 37 * k,
      })),
    ],
    ['nothing in stock', [{ saldo: 0, custo_unitario_cents: 1_000 }]],
  ])('%s', async (_, lots) => {
    expect(averageOf(await summedInSql(lots))).toEqual(weightedAverage(lots));
  });
});
