import { and, eq, isNull } from 'drizzle-orm';
import { fgtsDue, inssDue, irrfDue, salariesDue } from '../../domain/hr/due-dates.ts';
import { rescissionDue } from '../../domain/hr/rescission.ts';
import { PAYROLL_RUN_KIND_LABELS, type PayrollRunKind } from '../../domain/hr/values.ts';
import { hasPayments, cancelTitle } from '../accounting/title-service.ts';
import { categoryOf, createTitle, type Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { financeTitles } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** What a closed run owes: the net salaries, the withholdings and the FGTS, in centavos. */
export type RunTotals = { liquido: number; inss: number; irrf: number; fgts: number };
/** A closed run's facts its payables name; `ferias` is the vacation's employee and first day. */
export type ClosedRun = {
  id: string;
  tipo: PayrollRunKind;
  competencia: string;
  ferias?: { nome: string; inicio: string };
};

/**
 * The payables of a closed run, those of zero left out: description, payee, amount and due date
 * (each withholding by its own rule, domain/hr/due-dates.ts: the 13º's INSS on 20 December, the
 * IRRF by the month its salaries are paid in).
 */
export function runPayables(run: ClosedRun, totals: RunTotals) {
  const month = `${run.competencia.slice(5, 7)}/${run.competencia.slice(0, 4)}`;
  const label = `${PAYROLL_RUN_KIND_LABELS[run.tipo]} ${month}`;
  return [
    {
      descricao: `Salários líquidos — ${label}`,
      contraparte: run.ferias?.nome ?? 'Funcionários',
      total_cents: totals.liquido,
      vencimento: salariesDue(run),
    },
    {
      descricao: `INSS retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.inss,
      vencimento: inssDue(run),
    },
    {
      descricao: `IRRF retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.irrf,
      vencimento: irrfDue(run),
    },
    {
      descricao: `FGTS — ${label}`,
      contraparte: 'Caixa Econômica Federal',
      total_cents: totals.fgts,
      vencimento: fgtsDue(run),
    },
  ].filter((payable) => payable.total_cents > 0);
}

/** A payable of the payroll: description, payee, amount and due date. */
export type FolhaPayable = ReturnType<typeof runPayables>[number];

/**
 * Writes payables of the payroll in accounting, in the caller's transaction, under the seeded
 * 'salarios' category, of the month `competencia`, tied to a run when there is one.
 */
export async function writeFolhaTitles(
  tx: Db,
  by: Writer,
  owner: { competencia: string; runId: string | null },
  payables: FolhaPayable[],
) {
  const category = await categoryOf(tx, by, 'salarios');
  for (const { vencimento, ...payable } of payables) {
    await createTitle(tx, by, {
      ...payable,
      lado: 'pagar',
      origem: 'folha',
      category_id: category,
      competencia: owner.competencia,
      folha_mes: owner.competencia,
      payroll_run_id: owner.runId,
      plan: [{ vencimento, valor_cents: payable.total_cents }],
    });
  }
}

/** Writes a closed run's payables in accounting, in the caller's transaction, tied to the run. */
export const writePayables = (tx: Db, by: Writer, run: ClosedRun, totals: RunTotals) =>
  writeFolhaTitles(
    tx,
    by,
    { competencia: run.competencia, runId: run.id },
    runPayables(run, totals),
  );

/** What a rescisão owes: net, withholdings, the month's FGTS and the fine, in centavos. */
export type RescissionTotals = RunTotals & { multa: number };

/**
 * The payables of a rescisão, those of zero left out: the net to the employee, INSS, IRRF, the
 * FGTS of the month and the fine, each on its date (`rescissionDue`, domain/hr/rescission.ts).
 */
export function rescissionPayables(
  nome: string,
  data: string,
  totals: RescissionTotals,
): FolhaPayable[] {
  const due = rescissionDue(data);
  const label = `Rescisão de ${nome}`;
  return [
    {
      descricao: `Verbas rescisórias — ${nome}`,
      contraparte: nome,
      total_cents: totals.liquido,
      vencimento: due.pagamento,
    },
    {
      descricao: `INSS retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.inss,
      vencimento: due.inss,
    },
    {
      descricao: `IRRF retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.irrf,
      vencimento: due.irrf,
    },
    {
      descricao: `FGTS — ${label}`,
      contraparte: 'Caixa Econômica Federal',
      total_cents: totals.fgts,
      vencimento: due.fgts,
    },
    {
      descricao: `Multa rescisória do FGTS — ${label}`,
      contraparte: 'Caixa Econômica Federal',
      total_cents: totals.multa,
      vencimento: due.fgts,
    },
  ].filter((payable) => payable.total_cents > 0);
}

/**
 * Cancels a reopened run's payables, in the caller's transaction; refused (409) while any of
 * them has a payment: the payments are reversed in accounting first.
 */
export async function cancelPayables(tx: Db, by: Writer, runId: string) {
  const titles = await tx
    .select({ id: financeTitles.id })
    .from(financeTitles)
    .where(and(eq(financeTitles.payroll_run_id, runId), isNull(financeTitles.cancelado_at)));
  for (const title of titles)
    if (await hasPayments(tx, title.id)) throw new AppError('PAYROLL_TITLES_PAID');
  for (const title of titles) await cancelTitle(tx, by, title.id, 'Folha reaberta');
}
