import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { categoryInput, categoryUpdate } from '../../domain/accounting/contracts.ts';
import { dreLineOf } from '../../domain/accounting/dre-lines.ts';
import type { FinanceCategory } from '../../domain/accounting/response-contracts.ts';
import type { CategoryKey, CategoryKind } from '../../domain/accounting/values.ts';
import type { Db } from '../db/database.ts';
import { financeCategories } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { namedRows } from './named-rows.ts';

/** The seeded categories the system files titles under by itself: renamed, never archived. */
const FILED_BY_SYSTEM: readonly CategoryKey[] = ['servicos', 'combustivel', 'insumos', 'salarios'];

const columns = {
  id: financeCategories.id,
  chave: financeCategories.chave,
  nome: financeCategories.nome,
  tipo: financeCategories.tipo,
  linha_dre: financeCategories.linha_dre,
  arquivada: sql<boolean>`${financeCategories.archived_at} is not null`,
};

/** The company's categories, revenue first, by name (archived ones too, marked). */
export async function listCategories(db: Db): Promise<FinanceCategory[]> {
  const rows = await db
    .select(columns)
    .from(financeCategories)
    .orderBy(asc(financeCategories.tipo), asc(financeCategories.nome));
  return rows.map(withDreLine);
}

/** A category as answered: its DRE line the effective one (`dreLineOf`). */
const withDreLine = <R extends Parameters<typeof dreLineOf>[0]>(row: R) => ({
  ...row,
  linha_dre: dreLineOf(row),
});

const categories = namedRows(financeCategories, columns, 'finance_categories_company_nome_unique');
const duplicate = (tipo: CategoryKind) => `Já existe uma categoria de ${tipo} com este nome.`;

/** One category of the company; 404 for none. */
export const findCategory = async (db: Db, id: string) =>
  withDreLine(await categories.find(db, id));

export async function createCategory(
  tx: Db,
  companyId: string,
  input: z.output<typeof categoryInput>,
): Promise<string> {
  return categories.create(tx, companyId, input, duplicate(input.tipo));
}

/**
 * Renames or archives (or brings back) a category. A seeded category the system files titles
 * under may be renamed but not archived (409).
 */
export async function updateCategory(
  tx: Db,
  id: string,
  changes: z.output<typeof categoryUpdate>,
  now: Date,
): Promise<void> {
  const category = await findCategory(tx, id);
  if (changes.arquivada && FILED_BY_SYSTEM.includes(category.chave as CategoryKey))
    throw new AppError('CATEGORY_USED_BY_SYSTEM');
  await categories.update(tx, id, changes, duplicate(category.tipo), now);
}
