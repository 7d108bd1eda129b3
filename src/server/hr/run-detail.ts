import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PayrollRunDetail, PayrollRunRow } from '../../domain/hr/response-contracts.ts';
import { queryKeptRows, statementOf, type Db } from '../db/database.ts';
import { financeTitles, payrollItems, payrollRuns, payrollSettings } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

const sum = (column: typeof payrollItems.proventos_cents) =>
  sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

/** A run's columns with its items' totals (and, for férias, the one employee's name). */
const runRow = {
  id: payrollRuns.id,
  tipo: payrollRuns.tipo,
  competencia: payrollRuns.competencia,
  status: payrollRuns.status,
  fechada_at: payrollRuns.fechada_at,
  funcionario: sql<
    string | null
  >`case when ${payrollRuns.tipo} = 'ferias' then min(${payrollItems.entrada} -> 'funcionario' ->> 'nome') end`,
  funcionarios: sql<number>`count(${payrollItems.id})::int`,
  proventos_cents: sum(payrollItems.proventos_cents),
  descontos_cents: sum(payrollItems.descontos_cents),
  liquido_cents: sum(payrollItems.liquido_cents),
  inss_cents: sum(payrollItems.inss_cents),
  irrf_cents: sum(payrollItems.irrf_cents),
  fgts_cents: sum(payrollItems.fgts_cents),
};

/** A run's row as the list and the run's page answer it (times as ISO strings). */
const asRunRow = <R extends { fechada_at: Date | null }>(row: R) => ({
  ...row,
  fechada_at: row.fechada_at?.toISOString() ?? null,
});

/** The runs `where` selects, in `order`, as rows of the list. */
async function runRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[] = [],
): Promise<PayrollRunRow[]> {
  const rows = await db
    .select(runRow)
    .from(payrollRuns)
    .leftJoin(payrollItems, eq(payrollItems.run_id, payrollRuns.id))
    .where(where)
    .groupBy(payrollRuns.id)
    .orderBy(...order);
  return rows.map(asRunRow);
}

/** The company's runs (of a year, when given), newest month first, then by kind. */
export async function listRuns(db: Db, ano?: number): Promise<PayrollRunRow[]> {
  const year = ano
    ? and(
        gte(payrollRuns.competencia, `${ano}-01-01`),
        lt(payrollRuns.competencia, `${ano + 1}-01-01`),
      )
    : undefined;
  return runRows(db, year, [
    desc(payrollRuns.competencia),
    asc(payrollRuns.tipo),
    desc(payrollRuns.created_at),
  ]);
}

/** An item's name and role, from the employee as the run took them. */
const itemName = sql`'id', ${payrollItems.id},
    'employee_id', ${payrollItems.employee_id},
    'funcionario', ${payrollItems.entrada} -> 'funcionario' -> 'nome',
    'cargo', ${payrollItems.entrada} -> 'funcionario' -> 'cargo'`;

/** An item in full (`PayrollItem`): the stored entry and result, as they are. */
const fullItem = sql`json_build_object(${itemName},
    'entrada', ${payrollItems.entrada},
    'resultado', ${payrollItems.resultado})`;

/** An item's row on the run's page (`PayrollItemRow`): its totals, from their own columns. */
const itemRow = sql`json_build_object(${itemName},
    'proventos_cents', ${payrollItems.proventos_cents},
    'descontos_cents', ${payrollItems.descontos_cents},
    'liquido_cents', ${payrollItems.liquido_cents})`;

/** The run a kept statement reads: its `runId` value. */
const theRun = sql.placeholder('runId');

/** A sum of the run's items' centavos, as a JSON integer (0 without items). */
const total = (column: typeof payrollItems.proventos_cents) =>
  sql`coalesce(sum(${column}), 0)::bigint`;

/**
 * A run's whole answer in one statement, as the JSON text the database writes (issue 43 item 5):
 * the run's row (`runRow`'s fields, in its order, `fechada_at` as `toISOString` writes it), its
 * tables' month, its payables not cancelled (net salaries first, then by name) and its items in
 * holerite order, each as `item` writes it. The items are read once, for their totals and their
 * list; the stored documents pass through without the server parsing and writing them again.
 */
const runStatement = (item: SQL) =>
  statementOf(sql`select json_build_object(
      'id', r.id, 'tipo', r.tipo, 'competencia', r.competencia, 'status', r.status,
      'fechada_at', to_char(r.fechada_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'funcionario', case when r.tipo = 'ferias' then i.funcionario end,
      'funcionarios', i.funcionarios,
      'proventos_cents', i.proventos_cents, 'descontos_cents', i.descontos_cents,
      'liquido_cents', i.liquido_cents, 'inss_cents', i.inss_cents,
      'irrf_cents', i.irrf_cents, 'fgts_cents', i.fgts_cents,
      'valido_desde', s.valido_desde,
      'titulos', (select coalesce(json_agg(json_build_object('id', ${financeTitles.id},
          'descricao', ${financeTitles.descricao}, 'total_cents', ${financeTitles.total_cents})
          order by ${financeTitles.descricao} like 'Salários%' desc, ${financeTitles.descricao}),
          '[]')
        from ${financeTitles}
        where ${financeTitles.payroll_run_id} = r.id and ${financeTitles.cancelado_at} is null),
      'itens', i.itens)::text as run
    from ${payrollRuns} r
    join ${payrollSettings} s on s.id = r.settings_id
    cross join lateral (select count(*)::int as funcionarios,
        min(${payrollItems.entrada} -> 'funcionario' ->> 'nome') as funcionario,
        ${total(payrollItems.proventos_cents)} as proventos_cents,
        ${total(payrollItems.descontos_cents)} as descontos_cents,
        ${total(payrollItems.liquido_cents)} as liquido_cents,
        ${total(payrollItems.inss_cents)} as inss_cents,
        ${total(payrollItems.irrf_cents)} as irrf_cents,
        ${total(payrollItems.fgts_cents)} as fgts_cents,
        coalesce(json_agg(${item} order by ${payrollItems.ordem}, ${payrollItems.id}), '[]') as itens
      from ${payrollItems} where ${payrollItems.run_id} = r.id) i
    where r.id = ${theRun}`);
const viewStatement = runStatement(itemRow);
const fullStatement = runStatement(fullItem);

/**
 * A run, its tables' month, its payables not cancelled and its items in holerite order, as the
 * JSON text of a `PayrollRunView` (`full`: of a `PayrollRunDetail`, every item in full): one
 * kept statement.
 */
export async function runDetailText(db: Db, runId: string, { full = false } = {}) {
  const [found] = await queryKeptRows<{ run: string }>(db, full ? fullStatement : viewStatement, {
    runId,
  });
  if (!found) throw new AppError('NOT_FOUND');
  return found.run;
}

/** A run with every item in full, for the routes that work on the run and its files. */
export const findRun = async (db: Db, runId: string): Promise<PayrollRunDetail> =>
  JSON.parse(await runDetailText(db, runId, { full: true })) as PayrollRunDetail;

/** One item of a run in full, built once (the holerite is read each time a row opens). */
const itemStatement = statementOf(
  sql`select ${fullItem}::text as item from ${payrollItems}
    where ${payrollItems.run_id} = ${theRun}
      and ${payrollItems.id} = ${sql.placeholder('itemId')}`,
);

/** One item of a run in full (its holerite), as the JSON text of a `PayrollItem`. */
export async function itemText(db: Db, runId: string, itemId: string): Promise<string> {
  const [found] = await queryKeptRows<{ item: string }>(db, itemStatement, { runId, itemId });
  if (!found) throw new AppError('NOT_FOUND');
  return found.item;
}
