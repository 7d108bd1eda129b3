import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.ts';
import { PROPOSAL_JOBS, PROPOSAL_LINES } from './company.ts';
import type { Ledger } from './writes.ts';

// What must hold on the data after any crash, written as queries that answer the rows that
// break it (none when the data is whole). Every aggregate the workload writes is checked, the
// ones the server acknowledged and the ones the crash cut alike: a write may be absent, never
// half there.

/** An operation of the workload has its two product lines; one of a proposal has none. */
const OPERATION_LINES = 2;

const RULES: [string, SQL][] = [
  [
    'operation without its product lines',
    sql`select o.id from operations o
        where (select count(*) from operation_products p where p.operation_id = o.id)
          <> case when o.proposal_id is null then ${OPERATION_LINES} else 0 end`,
  ],
  [
    'proposal without its lines',
    sql`select p.id from proposals p
        where (select count(*) from proposal_lines l where l.proposal_id = p.id) <> ${PROPOSAL_LINES}`,
  ],
  [
    'proposal half approved (approved ⇔ its operations and its receivable)',
    sql`select p.id, p.status from proposals p
        where (select count(*) from operations o where o.proposal_id = p.id)
                <> case when p.status = 'aprovada' then ${PROPOSAL_JOBS} else 0 end
           or (select count(*) from finance_titles t where t.proposal_id = p.id)
                <> case when p.status = 'aprovada' then 1 else 0 end`,
  ],
  [
    'conclusion half done (status, date and value)',
    sql`select id, status from operations
        where (status = 'concluida') <> (concluded_at is not null and valor_cents is not null)`,
  ],
  [
    'concluded operation whose consumption and shortfalls are not area × dose (or consumption of one not concluded)',
    sql`select o.id, p.product_id from operations o join operation_products p on p.operation_id = o.id
        where case when o.status = 'concluida' then round(o.area_ha * p.dose_por_ha, 3) else 0 end
          <> coalesce((select -sum(m.quantity) from stock_movements m
                       where m.operation_id = o.id and m.product_id = p.product_id
                         and m.kind = 'consumo' and m.reversed_by is null), 0)
           + coalesce((select sum(s.quantidade) from stock_shortfalls s
                       where s.operation_id = o.id and s.product_id = p.product_id), 0)`,
  ],
  [
    'consumption without its concluded operation',
    sql`select m.id from stock_movements m left join operations o on o.id = m.operation_id
        where m.kind = 'consumo' and o.status is distinct from 'concluida'`,
  ],
  [
    'concluded operation without its one receivable (or a receivable of one not concluded)',
    sql`select o.id from operations o
        where (select count(*) from finance_title_operations l where l.operation_id = o.id and l.ativo)
          <> case when o.status = 'concluida' and o.valor_cents > 0 and o.proposal_id is null
                  then 1 else 0 end`,
  ],
  [
    'title whose installments do not add up to its total',
    sql`select t.id from finance_titles t
        where t.total_cents <> coalesce(
          (select sum(i.valor_cents) from finance_installments i where i.title_id = t.id), 0)`,
  ],
  [
    'stock entry without its two lots or its payable',
    sql`select e.id from stock_entries e
        where (select count(*) from stock_lots l where l.entry_id = e.id) <> 2
           or (select count(*) from finance_titles t where t.stock_entry_id = e.id) <> 1`,
  ],
  [
    "lot without its one 'entrada' of its initial quantity",
    sql`select l.id from stock_lots l
        where (select count(*) from stock_movements m
               where m.lot_id = l.id and m.kind = 'entrada' and m.quantity = l.quantidade_inicial) <> 1`,
  ],
  [
    'lot balance other than the sum of its movements',
    sql`select l.id, l.saldo from stock_lots l
        where l.saldo <> coalesce((select sum(m.quantity) from stock_movements m where m.lot_id = l.id), 0)`,
  ],
  [
    'product balance other than the sum of its movements',
    sql`select p.id from products p
        where coalesce((select sum(m.quantity) from stock_movements m where m.product_id = p.id), 0)
           <> coalesce((select sum(l.saldo) from stock_lots l where l.product_id = p.id), 0)`,
  ],
];

/** The rules' broken rows, by rule (empty when every aggregate is whole). */
export async function brokenAggregates(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of RULES) {
    const rows = await queryRows(db, query);
    if (rows.length) broken[rule] = rows;
  }
  return broken;
}

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** How many of `ids` are rows of `table` matching `where` (true for any). */
async function found(db: Db, table: string, ids: string[], where = sql`true`) {
  if (!ids.length) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where id = any(${uuidArray(ids)}::uuid[]) and ${where}`,
  );
  return row!.n;
}

/**
 * How many acknowledged writes are there in the state they were acknowledged in: operations
 * and entries exist, concluded operations are concluded, proposals exist, approved ones are
 * approved. Answers it per kind beside what was acknowledged.
 */
export async function acknowledgedFound(db: Db, ledger: Ledger) {
  const kinds = {
    operations: await found(db, 'operations', ledger.operations),
    concluded: await found(db, 'operations', ledger.concluded, sql`status = 'concluida'`),
    entries: await found(db, 'stock_entries', ledger.entries),
    proposals: await found(db, 'proposals', ledger.proposals),
    approved: await found(db, 'proposals', ledger.approved, sql`status = 'aprovada'`),
  };
  const expected = {
    operations: ledger.operations.length,
    concluded: ledger.concluded.length,
    entries: ledger.entries.length,
    proposals: ledger.proposals.length,
    approved: ledger.approved.length,
  };
  const total = Object.values(kinds).reduce((a, b) => a + b, 0);
  return { found: kinds, expected, total };
}
