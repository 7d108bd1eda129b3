import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import { companies, operations, operationMonthTotals } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, insertOperation } from '../test/operations.ts';

const t = useTestApp();

/** The totals the trigger kept, and the same sums computed from the operations themselves. */
async function kept() {
  return queryRows(
    t.db,
    sql`select company_id, pilot_id, to_char(month, 'YYYY-MM') as month, hectares::float,
        operations, revenue_cents::int as revenue, hours::float
      from operation_month_totals where operations <> 0 order by 1, 2, 3`,
  );
}
async function recomputed() {
  return queryRows(
    t.db,
    sql`select company_id, pilot_id, to_char(date_trunc('month', data), 'YYYY-MM') as month,
        coalesce(sum(area_ha), 0)::float as hectares, count(*)::int as operations,
        coalesce(sum(valor_cents), 0)::int as revenue,
        coalesce(sum(horimetro_fim - horimetro_inicio), 0)::float as hours
      from operations where status = 'concluida' group by 1, 2, 3 order by 1, 2, 3`,
  );
}

describe('monthly totals kept by the trigger on operations', () => {
  it('follow every insert, change and delete, and go with their company', async () => {
    const { companyId, ids } = await companyReadyToFly(t.app);
    const other = await insertOperation(t.db, companyId, ids, {
      data: '2026-11-03',
      area_ha: 40,
      valor_cents: 180_000,
    });
    const op = await insertOperation(t.db, companyId, ids, {
      data: '2026-10-31',
      status: 'agendada',
      area_ha: 100,
      horimetro_inicio: 1000,
      horimetro_fim: 1001.5,
    });
    expect(await kept()).toEqual(await recomputed());

    const change = async (values: Partial<typeof operations.$inferInsert>) => {
      await t.db.update(operations).set(values).where(eq(operations.id, op.id));
      expect(await kept()).toEqual(await recomputed());
    };
    await change({ status: 'concluida', valor_cents: 450_000 }); // counted in October
    await change({ area_ha: 120.5 }); // corrected after concluding
    await change({ data: '2026-11-01' }); // moved to November
    await change({ pilot_id: null }); // no pilot any more
    await change({ status: 'cancelada' }); // taken out
    await change({ status: 'concluida' });
    expect(await kept()).toEqual([
      expect.objectContaining({ pilot_id: ids.pilot, month: '2026-11', operations: 1 }),
      expect.objectContaining({ pilot_id: null, month: '2026-11', hectares: 120.5, hours: 1.5 }),
    ]);

    await t.db.delete(operations).where(eq(operations.id, other.id));
    expect(await kept()).toEqual(await recomputed());

    await t.db.delete(companies).where(eq(companies.id, companyId));
    expect(await t.db.select().from(operationMonthTotals)).toEqual([]);
  });
});
