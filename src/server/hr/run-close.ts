import { asc, eq, sql } from 'drizzle-orm';
import type { Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { auditLogs, payrollItems, payrollRuns } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { cancelPayables, writePayables } from './payroll-payables.ts';
import { lockDraft, lockRun, vacationChanged } from './runs.ts';

/**
 * Closes a draft in one transaction: locked from then on (fechada, when and by whom) and its
 * payables written in accounting — net salaries, INSS, IRRF and FGTS — from its items' totals.
 * Férias over a closed month are refused (409), and the drafts of their months computed again
 * (`vacationChanged`, decision 032).
 */
export async function closeRun(db: Db, by: Writer, runId: string) {
  await db.transaction(async (tx) => {
    const run = await lockDraft(tx, runId);
    const items = await tx
      .select({
        entrada: payrollItems.entrada,
        liquido: payrollItems.liquido_cents,
        inss: payrollItems.inss_cents,
        irrf: payrollItems.irrf_cents,
        fgts: payrollItems.fgts_cents,
      })
      .from(payrollItems)
      .where(eq(payrollItems.run_id, run.id))
      .orderBy(asc(payrollItems.ordem));
    if (!items.length) throw new AppError('PAYROLL_NO_EMPLOYEES');
    const total = (key: 'liquido' | 'inss' | 'irrf' | 'fgts') =>
      items.reduce((sum, item) => sum + item[key], 0);
    const vacation = items[0]!.entrada;
    await tx
      .update(payrollRuns)
      .set({ status: 'fechada', fechada_at: sql`now()`, fechada_by: by.userId })
      .where(eq(payrollRuns.id, run.id));
    await vacationChanged(tx, run);
    await writePayables(
      tx,
      by,
      {
        ...run,
        ferias:
          run.tipo === 'ferias'
            ? { nome: vacation.funcionario.nome, inicio: vacation.inicio! }
            : undefined,
      },
      { liquido: total('liquido'), inss: total('inss'), irrf: total('irrf'), fgts: total('fgts') },
    );
  });
}

/**
 * Reopens a closed run (the owner's, decided by the route) in one transaction: its payables
 * cancelled — refused (409) while any has a payment —, the run a draft again, and an audit entry.
 * A draft is refused (409); férias a closed month counted are refused (409) too.
 */
export async function reopenRun(db: Db, by: Writer, runId: string) {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (run.status !== 'fechada') throw new AppError('PAYROLL_RUN_OPEN');
    await cancelPayables(tx, by, run.id);
    await tx
      .update(payrollRuns)
      .set({ status: 'rascunho', fechada_at: null, fechada_by: null })
      .where(eq(payrollRuns.id, run.id));
    await vacationChanged(tx, run);
    await tx.insert(auditLogs).values({
      user_id: by.userId,
      company_id: by.companyId,
      action_type: 'payroll_reopened',
      table_name: 'payroll_runs',
      record_id: run.id,
      severity: 'medium',
      metadata: { competencia: run.competencia, tipo: run.tipo },
    });
  });
}
