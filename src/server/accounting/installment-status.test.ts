import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installmentStatus, type InstallmentFacts } from '../../domain/accounting/status.ts';
import { queryRows } from '../db/database.ts';
import { useTestDatabase } from '../test/database.ts';
import { installmentStatusSql } from './installment-status.ts';

/** The SQL of the lists and the domain's rule answer the same status (decision 014). */
const t = useTestDatabase();

const TODAY = '2026-03-10';
const CASES: InstallmentFacts[] = [
  { valor_cents: 500, pago_cents: 0, vencimento: '2026-03-10', cancelado: false },
  { valor_cents: 500, pago_cents: 0, vencimento: '2026-03-09', cancelado: false },
  { valor_cents: 500, pago_cents: 499, vencimento: '2026-03-09', cancelado: false },
  { valor_cents: 500, pago_cents: 499, vencimento: '2026-03-11', cancelado: false },
  { valor_cents: 500, pago_cents: 500, vencimento: '2026-03-09', cancelado: false },
  { valor_cents: 500, pago_cents: 600, vencimento: '2026-03-11', cancelado: false },
  { valor_cents: 500, pago_cents: 0, vencimento: '2026-03-09', cancelado: true },
  { valor_cents: 500, pago_cents: 500, vencimento: '2026-03-11', cancelado: true },
];

describe('installmentStatusSql', () => {
  it('is the domain rule', async () => {
    const rows = sql.join(
      CASES.map(
        (c) => sql`(${c.valor_cents}::bigint, ${c.pago_cents}::bigint, ${c.vencimento}::date,
          case when ${c.cancelado} then now() end)`,
      ),
      sql`, `,
    );
    const answered = await queryRows<{ status: string }>(
      t.db,
      sql`select ${installmentStatusSql(TODAY, sql`x.pago`)} as status
        from (values ${rows}) as x(valor_cents, pago, vencimento, cancelado_at),
        lateral (select x.valor_cents, x.vencimento) i, lateral (select x.cancelado_at) t`,
    );
    expect(answered.map((row) => row.status)).toEqual(
      CASES.map((facts) => installmentStatus(facts, TODAY)),
    );
    expect(new Set(answered.map((row) => row.status))).toEqual(
      new Set(['pendente', 'vencido', 'pago', 'cancelado']),
    );
  });
});
