import { and, eq } from 'drizzle-orm';
import {
  lastDueProblem,
  splitInstallments,
  type InstallmentPlan,
} from '../../domain/accounting/installments.ts';
import type { CategoryKey, TitleOrigin, TitleSide } from '../../domain/accounting/values.ts';
import type { Db } from '../db/database.ts';
import {
  financeCategories,
  financeInstallments,
  financeTitleOperations,
  financeTitles,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** Who writes: the company and the user. */
export type Writer = { companyId: string; userId: string };

/** A title to write: its facts, how it is split, and the operations it bills. */
export type NewTitle = {
  lado: TitleSide;
  origem: TitleOrigin;
  descricao: string;
  category_id: string;
  client_id?: string | null;
  supplier_id?: string | null;
  contraparte?: string | null;
  aircraft_id?: string | null;
  documento?: string | null;
  competencia: string;
  total_cents: number;
  stock_entry_id?: string | null;
  proposal_id?: string | null;
  folha_mes?: string | null;
  payroll_run_id?: string | null;
  observacoes?: string | null;
  /** The installments, or (`parcelas`, `primeiro_vencimento`) to split the total monthly. */
  plan:
    | (Omit<InstallmentPlan, 'numero'> & { numero?: number })[]
    | { parcelas: number; primeiro_vencimento: string };
  operations?: { operation_id: string; valor_cents: number }[];
};

/** The installments of a plan: written out (numbered in order) or split from the total. */
export function planInstallments(total: number, plan: NewTitle['plan']): InstallmentPlan[] {
  if (!Array.isArray(plan)) {
    // A split the system makes (an invoice, a proposal's receivable) is checked here as well.
    const problem = lastDueProblem(plan.primeiro_vencimento, plan.parcelas);
    if (problem) throw new AppError('VALIDATION_FAILED', { parcelas: problem });
    return splitInstallments(total, plan.parcelas, plan.primeiro_vencimento);
  }
  if (plan.reduce((sum, line) => sum + line.valor_cents, 0) !== total)
    throw new AppError('VALIDATION_FAILED', {
      vencimentos: 'A soma das parcelas deve ser igual ao valor total.',
    });
  return plan.map((line, i) => ({ ...line, numero: i + 1 }));
}

/**
 * Writes a title with its installments (and the operations it bills) in the caller's
 * transaction, and answers its id. Every title, typed or made by the system, is written here.
 */
export async function createTitle(tx: Db, by: Writer, title: NewTitle): Promise<string> {
  const { plan, operations = [], ...facts } = title;
  const installments = planInstallments(title.total_cents, plan);
  const [row] = await tx
    .insert(financeTitles)
    .values({ ...facts, company_id: by.companyId, created_by: by.userId })
    .returning({ id: financeTitles.id });
  const titleId = row!.id;
  await tx
    .insert(financeInstallments)
    .values(installments.map((line) => ({ ...line, company_id: by.companyId, title_id: titleId })));
  if (operations.length)
    await tx
      .insert(financeTitleOperations)
      .values(operations.map((link) => ({ ...link, company_id: by.companyId, title_id: titleId })));
  return titleId;
}

/**
 * The id of the company's seeded category of this key (the system files titles under them; one
 * per company and key). Filtered by company too, so it holds on the system connection (the demo).
 */
export async function categoryOf(tx: Db, by: Pick<Writer, 'companyId'>, key: CategoryKey) {
  const [row] = await tx
    .select({ id: financeCategories.id })
    .from(financeCategories)
    .where(and(eq(financeCategories.company_id, by.companyId), eq(financeCategories.chave, key)));
  if (!row) throw new Error(`categoria '${key}' ausente`);
  return row.id;
}
