import { and, eq, gte, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, addMonths } from '../../domain/dates.ts';
import type {
  RescissionDetail,
  RescissionFigures,
  rescissionInput,
} from '../../domain/hr/rescission-contracts.ts';
import {
  currentPeriod,
  projectedEnd,
  rescission,
  rescissionDue,
  type RescissionInput,
  type RescissionResult,
} from '../../domain/hr/rescission.ts';
import { PayrollError } from '../../domain/hr/payslip.ts';
import { vacationDaysEarned, vacationLedger } from '../../domain/hr/vacation-periods.ts';
import { competenciaText } from './holerite-pdf.ts';
import type { Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { employees, payrollItems, payrollRuns, rescissions } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockedRow } from '../tenancy/locked-row.ts';
import { rescissionPayables, writeFolhaTitles } from './payroll-payables.ts';
import { firstInstallmentPaid, variablesAverage } from './run-history.ts';
import { remuneration, snapshotOf, type EmployeeRow } from './run-items.ts';
import { tablesFor } from './settings.ts';
import { ledgerFacts } from './vacation-terms.ts';

type Request = z.output<typeof rescissionInput>;

/** The first day of the month of `date`. */
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The deposits the project recorded on the employee's FGTS account: every closed run's. */
async function recordedDeposits(db: Db, employeeId: string) {
  const [row] = await db
    .select({ total: sum(payrollItems.fgts_cents).mapWith(Number) })
    .from(payrollItems)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItems.run_id))
    .where(and(eq(payrollItems.employee_id, employeeId), eq(payrollRuns.status, 'fechada')));
  return row?.total ?? 0;
}

/** The employee's items in runs of a kind from a month on: [competência, status]. */
async function runsOf(
  db: Db,
  employeeId: string,
  tipo: 'mensal' | 'decimo_terceiro_2',
  from: string,
) {
  return db
    .select({
      id: payrollItems.id,
      competencia: payrollRuns.competencia,
      status: payrollRuns.status,
    })
    .from(payrollItems)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItems.run_id))
    .where(
      and(
        eq(payrollItems.employee_id, employeeId),
        eq(payrollRuns.tipo, tipo),
        gte(payrollRuns.competencia, from),
      ),
    );
}

/**
 * What the rescisão is computed from, read from the project: the remuneração by the tables of
 * the month of the end and the average of the variable pay, the férias owed and earned by the
 * ledger (vacation-periods.ts) with the aviso's projection, the 13º already paid in that year,
 * the FGTS deposits recorded.
 */
async function rescissionFacts(
  db: Db,
  by: Writer,
  employee: EmployeeRow,
  request: Request,
): Promise<{ input: RescissionInput; tables: Awaited<ReturnType<typeof tablesFor>>['tables'] }> {
  const { tables } = await tablesFor(db, by, monthOf(request.data));
  const terms = { ...request, admissao: employee.admissao };
  const projecao = projectedEnd(terms);
  const facts = await ledgerFacts(db, employee, monthOf(request.data));
  const owed = vacationLedger(facts, addDays(projecao, 1)).filter((p) => p.restantes > 0);
  const year = Number(request.data.slice(0, 4));
  const second = await runsOf(db, employee.id, 'decimo_terceiro_2', `${year}-12-01`);
  return {
    tables,
    input: {
      ...terms,
      remuneracao: remuneration(snapshotOf(employee), tables),
      // The average of the variable pay of the 12 months before the end's (CLT art. 142 §§3º, 5º;
      // our choice: one average for the 13º and the férias).
      mediaVariaveis: await variablesAverage(
        db,
        employee.id,
        addMonths(monthOf(request.data), -12),
        monthOf(request.data),
      ),
      dependentes: employee.dependentes,
      feriasVencidas: owed.map((p) => ({
        dias: p.restantes,
        dobro: p.concessivoFim < request.data,
      })),
      feriasDireito: vacationDaysEarned(facts.faltas(currentPeriod(employee.admissao, projecao))),
      adiantamento13: await firstInstallmentPaid(db, employee.id, year),
      decimoTerceiroQuitado: second.some(
        (run) => run.status === 'fechada' && run.competencia.startsWith(`${year}`),
      ),
      saldoFgts: await recordedDeposits(db, employee.id),
    },
  };
}

/** The figures as the routes answer them, with the payables they write. */
function figuresOf(
  nome: string,
  input: RescissionInput,
  result: RescissionResult,
): RescissionFigures {
  const totals = {
    liquido: result.liquido,
    inss: result.inss,
    irrf: result.irrf,
    fgts: result.fgts,
    multa: result.multaFgts,
  };
  return {
    tipo: input.tipo,
    aviso: input.aviso,
    data: input.data,
    projecao: result.projecao,
    aviso_dias: result.avisoDias,
    linhas: result.linhas,
    total_proventos_cents: result.totalProventos,
    total_descontos_cents: result.totalDescontos,
    liquido_cents: result.liquido,
    inss_cents: result.inss,
    irrf_cents: result.irrf,
    fgts_cents: result.fgts,
    saldo_fgts_cents: result.saldoFgts,
    multa_fgts_cents: result.multaFgts,
    vencimento: rescissionDue(input.data).pagamento,
    contas_a_pagar: rescissionPayables(nome, input.data, totals),
  };
}

/**
 * The rescisão of an employee computed, nothing written: refused (400 on `data`) before the
 * admission; 409 when one was recorded, or when a closed monthly run of its month or later
 * paid the employee (the rescisão pays the saldo de salário; reopen that run first).
 */
async function computed(db: Db, by: Writer, employee: EmployeeRow, request: Request) {
  if (request.data < employee.admissao)
    throw new AppError('VALIDATION_FAILED', {
      data: 'O desligamento não pode ser antes da admissão.',
    });
  const [existing] = await db
    .select({ id: rescissions.id })
    .from(rescissions)
    .where(eq(rescissions.employee_id, employee.id));
  if (existing)
    throw new AppError(
      'PAYROLL_RUN_EXISTS',
      undefined,
      'Este funcionário já tem rescisão registrada.',
    );
  const paid = (await runsOf(db, employee.id, 'mensal', monthOf(request.data))).find(
    (run) => run.status === 'fechada',
  );
  if (paid)
    throw new AppError(
      'PAYROLL_RUN_CLOSED',
      undefined,
      `A folha mensal de ${competenciaText(paid.competencia)} já pagou este funcionário: reabra-a e retire-o antes da rescisão.`,
    );
  const { input, tables } = await rescissionFacts(db, by, employee, request);
  try {
    const result = rescission(input, tables);
    return { input, result, figures: figuresOf(employee.nome, input, result) };
  } catch (error) {
    if (!(error instanceof PayrollError)) throw error;
    throw new AppError('PAYROLL_NEGATIVE_NET', undefined, `${employee.nome}: ${error.message}`);
  }
}

/** The rescisão's figures before it is confirmed (in a transaction that writes nothing of it). */
export async function previewRescission(db: Db, by: Writer, employeeId: string, request: Request) {
  return db.transaction(async (tx) => {
    const employee = await lockedRow(tx, employees, employeeId);
    return (await computed(tx, by, employee, request)).figures;
  });
}

/**
 * Records a rescisão in one transaction: its figures kept, its payables written in accounting
 * (the monthly run's pattern, of the month of the end), the employee dismissed from the day
 * (inactive from then on) and taken out of the draft monthly runs of that month and later (the
 * rescisão pays the saldo de salário). Answers its id.
 */
export async function recordRescission(db: Db, by: Writer, employeeId: string, request: Request) {
  return db.transaction(async (tx) => {
    const employee = await lockedRow(tx, employees, employeeId);
    const { input, result, figures } = await computed(tx, by, employee, request);
    const [row] = await tx
      .insert(rescissions)
      .values({
        company_id: by.companyId,
        employee_id: employee.id,
        tipo: input.tipo,
        aviso: input.aviso,
        data: input.data,
        entrada: input,
        resultado: result,
        liquido_cents: result.liquido,
        inss_cents: result.inss,
        irrf_cents: result.irrf,
        fgts_cents: result.fgts,
        multa_fgts_cents: result.multaFgts,
        created_by: by.userId,
      })
      .returning({ id: rescissions.id });
    await writeFolhaTitles(
      tx,
      by,
      { competencia: monthOf(input.data), runId: null },
      figures.contas_a_pagar,
    );
    await tx.update(employees).set({ demissao: input.data }).where(eq(employees.id, employee.id));
    for (const draft of await runsOf(tx, employee.id, 'mensal', monthOf(input.data)))
      await tx.delete(payrollItems).where(eq(payrollItems.id, draft.id));
    return row!.id;
  });
}

/** The employee's rescisão as recorded (404 when none). */
export async function findRescission(db: Db, employeeId: string): Promise<RescissionDetail> {
  const [row] = await db
    .select({ rescisao: rescissions, nome: employees.nome })
    .from(rescissions)
    .innerJoin(employees, eq(employees.id, rescissions.employee_id))
    .where(eq(rescissions.employee_id, employeeId));
  if (!row) throw new AppError('NOT_FOUND', undefined, 'Rescisão não encontrada.');
  const { rescisao, nome } = row;
  return {
    id: rescisao.id,
    employee_id: rescisao.employee_id,
    funcionario: nome,
    ...figuresOf(nome, rescisao.entrada, rescisao.resultado),
  };
}
