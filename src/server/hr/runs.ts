import { and, eq, gte, isNull, lte, notExists, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { payrollItemInput, payrollRunInput } from '../../domain/hr/contracts.ts';
import { comparePtBr } from '../../domain/format.ts';
import { blankEntry, type PayrollItemEntry } from '../../domain/hr/payroll-records.ts';
import { salariesDue } from '../../domain/hr/due-dates.ts';
import { withIrrfOf, type PayrollTables } from '../../domain/hr/tables.ts';
import { weeksProblem } from '../../domain/hr/absences.ts';
import { mesesDecimoTerceiro } from '../../domain/hr/thirteenth.ts';
import { THIRTEENTH_MONTHS, type PayrollRunKind } from '../../domain/hr/values.ts';
import type { Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import {
  employees,
  financeTitles,
  payrollItems,
  payrollRuns,
  rescissions,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { foundRow, lockedRow } from '../tenancy/locked-row.ts';
import { commissionSource, withCommission } from './commissions.ts';
import { firstInstallmentPaid, variablesAverage } from './run-history.ts';
import { addMonths, monthEnd } from '../../domain/dates.ts';
import type { VacationShare } from '../../domain/hr/vacation-month.ts';
import { itemColumns, resultFor, snapshotOf, type EmployeeRow } from './run-items.ts';
import { tablesById, tablesFor } from './settings.ts';
import { vacationTerms } from './vacation-terms.ts';
import {
  monthlyRunsOver,
  refuseClosedMonths,
  vacationSharesOf,
  type VacationDays,
} from './vacation-months.ts';

type RunInput = z.output<typeof payrollRunInput>;
type ItemInput = z.output<typeof payrollItemInput>;
/** What computing a run's items needs of it. */
type RunFacts = { id: string; tipo: PayrollRunKind; competencia: string };
/** Férias asked for, with the days sold and those in double (vacation-terms.ts). */
type Vacation = VacationDays & { abono?: number; dias_dobro?: number };

/** The run, locked for the rest of the transaction; 404 when the company has none of this id. */
export const lockRun = (tx: Db, runId: string) => lockedRow(tx, payrollRuns, runId);

/** The run locked, refused once closed (409): a closed month does not change. */
export async function lockDraft(tx: Db, runId: string) {
  const run = await lockRun(tx, runId);
  if (run.status === 'fechada') throw new AppError('PAYROLL_RUN_CLOSED');
  return run;
}

/**
 * Who a run pays, in name order: for a month (or a 13º installment) every employee active on
 * some day of it — admitted by its last day, not dismissed before its first, no rescisão by its
 * last (the rescisão paid the month and the 13º, rescissions.ts); a 13º also needs a
 * month counted in the year (our choice: one dismissed before the installment's month was paid
 * their 13º with the dismissal, so is left out). Férias: the one employee.
 */
async function staffOf(tx: Db, run: RunFacts, employeeId?: string | null) {
  if (run.tipo === 'ferias' && !employeeId) return [];
  const active = and(
    lte(employees.admissao, monthEnd(run.competencia)),
    or(isNull(employees.demissao), gte(employees.demissao, run.competencia)),
    // A rescisão in the month (or before) paid its saldo de salário and 13º proporcional.
    notExists(
      tx
        .select({ id: rescissions.id })
        .from(rescissions)
        .where(
          and(
            eq(rescissions.employee_id, employees.id),
            lte(rescissions.data, monthEnd(run.competencia)),
          ),
        ),
    ),
  );
  const rows = await tx
    .select()
    .from(employees)
    .where(run.tipo === 'ferias' ? eq(employees.id, employeeId!) : active);
  const year = Number(run.competencia.slice(0, 4));
  return rows
    .filter(
      (row) =>
        !run.tipo.startsWith('decimo') || mesesDecimoTerceiro(row.admissao, row.demissao, year) > 0,
    )
    .sort((a, b) => comparePtBr(a.nome, b.nome));
}

/**
 * The employee's entry in the run: the snapshot read again, and what the run's kind derives —
 * the month's commission (a typed one kept, see `withCommission`) and its share of closed férias
 * (`shares`, by employee), the 13º's months and the average of January to November's variables
 * (Decreto 57.155/1965 art. 2º), the vacation's days and the average of the 12 months before it
 * (CLT art. 142 §§3º, 5º) — an average kept once there: the office may have typed it.
 */
async function entryFor(
  tx: Db,
  run: RunFacts,
  employee: EmployeeRow,
  previous: PayrollItemEntry | null,
  context: { vacation?: Vacation; shares?: Map<string, VacationShare> } = {},
): Promise<PayrollItemEntry> {
  const funcionario = snapshotOf(employee);
  const entry = { ...(previous ?? blankEntry(funcionario)), funcionario };
  const year = Number(run.competencia.slice(0, 4));
  switch (run.tipo) {
    case 'mensal':
      return {
        ...withCommission(entry, await commissionSource(tx, employee, run.competencia)),
        ferias_no_mes: context.shares?.get(employee.id) ?? null,
      };
    case 'ferias': {
      if (previous) return entry;
      const { inicio } = context.vacation!;
      const month = `${inicio.slice(0, 7)}-01`;
      const media = await variablesAverage(tx, employee.id, addMonths(month, -12), month);
      return { ...entry, ...context.vacation!, media_variaveis_cents: media };
    }
    default:
      return {
        ...entry,
        meses: mesesDecimoTerceiro(employee.admissao, employee.demissao, year),
        media_variaveis_cents:
          previous?.media_variaveis_cents ??
          (await variablesAverage(tx, employee.id, `${year}-01-01`, `${year}-12-01`)),
      };
  }
}

/** Each employee's share of closed férias in a monthly run's month (none for other kinds). */
const sharesFor = (tx: Db, run: RunFacts) =>
  run.tipo === 'mensal' ? vacationSharesOf(tx, run.competencia) : undefined;

/** The first day of the month a run's salaries are paid in (`salariesDue`, due-dates.ts). */
function paymentMonth(run: RunFacts, inicio?: string | null) {
  const ferias = inicio ? { inicio } : undefined;
  return `${salariesDue({ tipo: run.tipo, competencia: run.competencia, ferias }).slice(0, 7)}-01`;
}

/**
 * The tables a run computes with: its competência's version, but the IRRF of the version in
 * force in the month its salaries are paid (a November payroll, paid on December's 5th business
 * day, withholds by December's IRRF table: `withIrrfOf`, tables.ts), and both versions' ids.
 */
async function runTables(tx: Db, by: Writer, run: RunFacts, inicio?: string | null) {
  const own = await tablesFor(tx, by, run.competencia);
  const paid = await tablesFor(tx, by, paymentMonth(run, inicio));
  return {
    settings: { settings_id: own.settingsId, irrf_settings_id: paid.settingsId },
    tables: withIrrfOf(own.tables, paid.tables),
  };
}

/** An item's stored columns for an entry, computed with the run's tables. */
async function computed(
  tx: Db,
  run: RunFacts,
  tables: PayrollTables,
  employeeId: string,
  entry: PayrollItemEntry,
) {
  const primeiraParcela =
    run.tipo === 'decimo_terceiro_2'
      ? await firstInstallmentPaid(tx, employeeId, Number(run.competencia.slice(0, 4)))
      : 0;
  return itemColumns(entry, resultFor({ ...run, tables, primeiraParcela }, entry));
}

/** Férias are of a company's employee, employed on their first day (400 naming the field). */
function checkVacation(employee: EmployeeRow | undefined, vacation: Vacation) {
  if (!employee) throw new AppError('VALIDATION_FAILED', { employee_id: 'Funcionário inválido.' });
  if (employee.admissao > vacation.inicio || (employee.demissao ?? '9999') < vacation.inicio)
    throw new AppError('VALIDATION_FAILED', {
      inicio: 'O funcionário não está contratado no início das férias.',
    });
}

/**
 * Creates a run in one transaction: the tables valid in its month, one item per employee it
 * pays, computed. A 13º installment only in its month (400 naming `competencia`); a second
 * monthly or 13º run of a month 409; nobody to pay 409. Answers its id.
 */
export async function createRun(db: Db, by: Writer, input: RunInput): Promise<string> {
  const competencia = `${input.competencia}-01`;
  const month = Number(input.competencia.slice(5, 7));
  if (input.tipo !== 'mensal' && input.tipo !== 'ferias' && THIRTEENTH_MONTHS[input.tipo] !== month)
    throw new AppError('VALIDATION_FAILED', {
      competencia:
        input.tipo === 'decimo_terceiro_1'
          ? 'A 1ª parcela do 13º é paga em novembro.'
          : 'A 2ª parcela do 13º é paga em dezembro.',
    });
  return db.transaction(async (tx) => {
    const { settings, tables } = await runTables(
      tx,
      by,
      { id: '', tipo: input.tipo, competencia },
      input.inicio,
    );
    const [row] = await tx
      .insert(payrollRuns)
      .values({
        company_id: by.companyId,
        tipo: input.tipo,
        competencia,
        ...settings,
        created_by: by.userId,
      })
      .onConflictDoNothing()
      .returning({ id: payrollRuns.id });
    if (!row) throw new AppError('PAYROLL_RUN_EXISTS');
    const run = { id: row.id, tipo: input.tipo, competencia };
    const staff = await staffOf(tx, run, input.employee_id);
    const asked = input.inicio
      ? { inicio: input.inicio, dias: input.dias!, abono: input.abono ?? 0 }
      : undefined;
    if (asked) checkVacation(staff[0], asked);
    // The CLT's terms of férias (arts. 130, 134 §1º, 137, 143), or a 400 naming the rule.
    const vacation = asked && { ...asked, ...(await vacationTerms(tx, staff[0]!, asked)) };
    if (vacation) await refuseClosedMonths(tx, staff[0]!.id, vacation);
    if (!staff.length) throw new AppError('PAYROLL_NO_EMPLOYEES');
    const shares = await sharesFor(tx, run);
    for (const [ordem, employee] of staff.entries()) {
      const entry = await entryFor(tx, run, employee, null, { vacation, shares });
      await tx.insert(payrollItems).values({
        company_id: by.companyId,
        run_id: run.id,
        employee_id: employee.id,
        ordem,
        ...(await computed(tx, run, tables, employee.id, entry)),
      });
    }
    return run.id;
  });
}

/**
 * Computes a draft again: the tables valid in its month, every employee's snapshot and the
 * commissions' sources read again, keeping what was typed; employees who joined the month are
 * added and those no longer in it removed (a férias run keeps its one employee).
 */
export async function recalculateRun(db: Db, by: Writer, runId: string) {
  await db.transaction(async (tx) => {
    const run = await lockDraft(tx, runId);
    const items = await tx.select().from(payrollItems).where(eq(payrollItems.run_id, run.id));
    const { settings, tables } = await runTables(tx, by, run, items[0]?.entrada.inicio);
    await tx.update(payrollRuns).set(settings).where(eq(payrollRuns.id, run.id));
    const previous = new Map(items.map((item) => [item.employee_id, item]));
    const staff =
      run.tipo === 'ferias'
        ? await staffOf(tx, run, items[0]?.employee_id)
        : await staffOf(tx, run);
    if (!staff.length) throw new AppError('PAYROLL_NO_EMPLOYEES');
    const kept = staff.map((employee) => employee.id);
    const shares = await sharesFor(tx, run);
    await tx
      .delete(payrollItems)
      .where(and(eq(payrollItems.run_id, run.id), notInArray(payrollItems.employee_id, kept)));
    for (const [ordem, employee] of staff.entries()) {
      const before = previous.get(employee.id);
      const entry = await entryFor(tx, run, employee, before?.entrada ?? null, { shares });
      const columns = { ordem, ...(await computed(tx, run, tables, employee.id, entry)) };
      if (before) await tx.update(payrollItems).set(columns).where(eq(payrollItems.id, before.id));
      else
        await tx.insert(payrollItems).values({
          ...columns,
          company_id: by.companyId,
          run_id: run.id,
          employee_id: employee.id,
        });
    }
  });
}

/** Which typed fields each kind of run takes. */
const ITEM_FIELDS: Record<PayrollRunKind, readonly (keyof ItemInput)[]> = {
  mensal: [
    'horas_extras_50',
    'horas_extras_100',
    'horas_noturnas',
    'noturnas_relogio',
    'dias_faltas',
    'semanas_faltas',
    'comissoes_cents',
    'outros_descontos_cents',
  ],
  decimo_terceiro_1: ['media_variaveis_cents'],
  decimo_terceiro_2: ['media_variaveis_cents'],
  ferias: ['dias', 'media_variaveis_cents'],
};

/**
 * Changes what was typed for one employee of a draft and computes the item again with the
 * run's tables (a closed run 409; a field of another kind of run 400 naming it). Answers its id.
 */
export async function updateItem(db: Db, runId: string, itemId: string, input: ItemInput) {
  await db.transaction(async (tx) => {
    const run = await lockDraft(tx, runId);
    const [item] = await tx
      .select()
      .from(payrollItems)
      .where(and(eq(payrollItems.id, itemId), eq(payrollItems.run_id, runId)));
    if (!item) throw new AppError('NOT_FOUND');
    const typed = Object.entries(input).filter(([, value]) => value !== undefined);
    const foreign = typed.find(
      ([field]) => !ITEM_FIELDS[run.tipo].includes(field as keyof ItemInput),
    );
    if (foreign)
      throw new AppError('VALIDATION_FAILED', {
        [foreign[0]]: 'Este campo não se aplica a esta folha.',
      });
    const entry = { ...item.entrada, ...Object.fromEntries(typed) } as PayrollItemEntry;
    const weeks = entry.semanas_faltas;
    const weeksIssue =
      weeks == null || !entry.dias_faltas ? null : weeksProblem(entry.dias_faltas, weeks);
    if (weeksIssue) throw new AppError('VALIDATION_FAILED', { semanas_faltas: weeksIssue });
    if (run.tipo === 'ferias' && input.dias !== undefined) {
      const employee = await foundRow(tx, employees, item.employee_id);
      const asked = { inicio: entry.inicio!, dias: entry.dias!, abono: entry.abono ?? 0 };
      entry.dias_dobro = (await vacationTerms(tx, employee, asked, run.id)).dias_dobro;
    }
    await tx
      .update(payrollItems)
      .set(await computed(tx, run, await tablesOf(tx, run), item.employee_id, entry))
      .where(eq(payrollItems.id, item.id));
  });
}

/** The tables a stored run computes with: its version, the IRRF of its payment month's. */
async function tablesOf(tx: Db, run: typeof payrollRuns.$inferSelect) {
  return withIrrfOf(
    await tablesById(tx, run.settings_id),
    await tablesById(tx, run.irrf_settings_id ?? run.settings_id),
  );
}

/**
 * When a run closes or reopens, in its transaction — for a férias run, after its status changed:
 * refused (409) when a closed monthly run of the months its days fall in pays the employee
 * (decision 032); the employee's item in each draft monthly run of those months computed again
 * with the closed férias as they now stand. Other kinds: nothing.
 */
export async function vacationChanged(tx: Db, changed: RunFacts) {
  if (changed.tipo !== 'ferias') return;
  const [ferias] = await tx
    .select({ employee: payrollItems.employee_id, entrada: payrollItems.entrada })
    .from(payrollItems)
    .where(eq(payrollItems.run_id, changed.id));
  const employeeId = ferias!.employee;
  const vacation = { inicio: ferias!.entrada.inicio!, dias: ferias!.entrada.dias! };
  await refuseClosedMonths(tx, employeeId, vacation);
  for (const month of await monthlyRunsOver(tx, employeeId, vacation)) {
    const run = await lockDraft(tx, month.id);
    const [item] = await tx.select().from(payrollItems).where(eq(payrollItems.id, month.itemId));
    const shares = await vacationSharesOf(tx, run.competencia, employeeId);
    const entry = { ...item!.entrada, ferias_no_mes: shares.get(employeeId) ?? null };
    await tx
      .update(payrollItems)
      .set(await computed(tx, run, await tablesOf(tx, run), employeeId, entry))
      .where(eq(payrollItems.id, item!.id));
  }
}

/**
 * Deletes a draft with its items (a closed run 409). A draft reopened before keeps only cancelled
 * payables: they stay in accounting as its history (origem and month), no longer tied to the run.
 */
export async function deleteRun(db: Db, runId: string) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, runId);
    await tx
      .update(financeTitles)
      .set({ payroll_run_id: null })
      .where(eq(financeTitles.payroll_run_id, runId));
    await tx.delete(payrollRuns).where(eq(payrollRuns.id, runId));
  });
}
