import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { resplitInput, TitleValues, titleUpdate } from '../../domain/accounting/contracts.ts';
import type { TitleSide } from '../../domain/accounting/values.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  clients,
  financeCategories,
  financeInstallments,
  financeTitles,
  stockSuppliers,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockTitle, lockUnpaidTitle } from './title-service.ts';
import { createTitle, planInstallments, type NewTitle, type Writer } from './title-writes.ts';

/** How a title is split, as the forms send it. */
type PlanFields = {
  parcelas: number;
  primeiro_vencimento: string | null;
  vencimentos: { vencimento: string; valor_cents: number }[] | null;
};

/** The plan of a title from its form: the installments written out, or split monthly. */
export function planOf(plan: PlanFields): NewTitle['plan'] {
  if (plan.vencimentos?.length) return plan.vencimentos;
  if (!plan.primeiro_vencimento)
    throw new AppError('VALIDATION_FAILED', {
      primeiro_vencimento: 'Primeiro vencimento é obrigatório.',
    });
  return { parcelas: plan.parcelas, primeiro_vencimento: plan.primeiro_vencimento };
}

/** A register the title names must be the company's (row-level security): 400 naming it. */
async function requireRow(db: Db, column: PgColumn, id: string, field: string, message: string) {
  const [row] = await db.select({ id: column }).from(column.table).where(eq(column, id));
  if (!row) throw new AppError('VALIDATION_FAILED', { [field]: message });
}

/** The category must be the company's, active, of revenue for a receivable, expense for a payable. */
async function requireCategory(db: Db, id: string, lado: TitleSide) {
  const [category] = await db
    .select({ tipo: financeCategories.tipo, archived_at: financeCategories.archived_at })
    .from(financeCategories)
    .where(eq(financeCategories.id, id));
  const tipo = lado === 'receber' ? 'receita' : 'despesa';
  if (!category || category.archived_at)
    throw new AppError('VALIDATION_FAILED', { category_id: 'Categoria não encontrada.' });
  if (category.tipo !== tipo)
    throw new AppError('VALIDATION_FAILED', {
      category_id: `Escolha uma categoria de ${tipo} para uma conta ${lado === 'receber' ? 'a receber' : 'a pagar'}.`,
    });
}

async function checkReferences(
  db: Db,
  lado: TitleSide,
  refs: {
    category_id?: string;
    client_id?: string | null;
    supplier_id?: string | null;
    aircraft_id?: string | null;
  },
) {
  if (refs.category_id) await requireCategory(db, refs.category_id, lado);
  if (refs.client_id)
    await requireRow(db, clients.id, refs.client_id, 'client_id', 'Cliente não encontrado.');
  if (refs.supplier_id)
    await requireRow(
      db,
      stockSuppliers.id,
      refs.supplier_id,
      'supplier_id',
      'Fornecedor não encontrado.',
    );
  if (refs.aircraft_id)
    await requireRow(db, aircraft.id, refs.aircraft_id, 'aircraft_id', 'Aeronave não encontrada.');
}

/** A receivable or payable typed by hand (origin `manual`); answers its id. */
export async function createManualTitle(tx: Db, by: Writer, values: TitleValues): Promise<string> {
  const { parcelas, primeiro_vencimento, vencimentos, ...facts } = values;
  await checkReferences(tx, values.lado, values);
  return createTitle(tx, by, {
    ...facts,
    origem: 'manual',
    plan: planOf({ parcelas, primeiro_vencimento, vencimentos }),
  });
}

/** Changes a title's description, category, aircraft, document or notes (not a cancelled one). */
export async function updateTitle(tx: Db, id: string, changes: z.output<typeof titleUpdate>) {
  const title = await lockTitle(tx, id);
  if (title.cancelado_at) throw new AppError('TITLE_CANCELLED');
  await checkReferences(tx, title.lado, changes);
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length)
    await tx.update(financeTitles).set(set).where(eq(financeTitles.id, id));
}

/** Splits a title again (its total may change) while nothing was paid on it. */
export async function resplitTitle(tx: Db, id: string, values: z.output<typeof resplitInput>) {
  const title = await lockUnpaidTitle(tx, id, 'Estorne os pagamentos antes de reparcelar.');
  const installments = planInstallments(values.total_cents, planOf(values));
  await tx.delete(financeInstallments).where(eq(financeInstallments.title_id, id));
  await tx
    .insert(financeInstallments)
    .values(installments.map((line) => ({ ...line, company_id: title.company_id, title_id: id })));
  await tx
    .update(financeTitles)
    .set({ total_cents: values.total_cents })
    .where(eq(financeTitles.id, id));
}
