import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  containerDueDate,
  containersFor,
  OWES_CONTAINERS,
  PACKAGE_REQUIRED,
} from '../../domain/stock/containers.ts';
import type { EntryInput, EntryLineInput } from '../../domain/stock/contracts.ts';
import { addressedToCompany } from '../../domain/stock/nfe.ts';
import { nfeMismatches } from '../../domain/stock/nfe-confirm.ts';
import { toStockUnit } from '../../domain/stock/units.ts';
import { entryTotalCents, lotCostCents } from '../../domain/stock/valuation.ts';
import { billStockEntry } from '../accounting/entry-payables.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { pageWindow, type PageWindow } from '../db/page.ts';
import {
  products,
  stockContainerObligations,
  stockEntries,
  stockLots,
  stockSettings,
  stockSupplierCodes,
  stockSuppliers,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { itemColumns, moveLot, type Author } from './lots.ts';
import { lotsWhere } from './lot-rows.ts';
import { parseNfeXml } from './nfe-xml.ts';

const DUPLICATE = 'stock_entries_nf_unique';

/** The company's supplier of this CNPJ, created (or renamed as the NF names it) on the way. */
export async function supplierFor(tx: Db, companyId: string, supplier: EntryInput['fornecedor']) {
  const [row] = await tx
    .insert(stockSuppliers)
    .values({ company_id: companyId, nome: supplier.nome, cnpj: supplier.cnpj })
    .onConflictDoUpdate({
      target: [stockSuppliers.company_id, stockSuppliers.cnpj],
      set: { nome: supplier.nome },
    })
    .returning();
  return row!;
}

/** Whether this supplier's NF (series and number) is already in stock. */
export async function entryExists(db: Db, supplierId: string, serie: string, numero: string) {
  const rows = await db
    .select({ id: stockEntries.id })
    .from(stockEntries)
    .where(
      and(
        eq(stockEntries.supplier_id, supplierId),
        eq(stockEntries.nf_serie, serie),
        eq(stockEntries.nf_numero, numero),
      ),
    );
  return rows.length > 0;
}

const duplicate = () =>
  new AppError('STOCK_ENTRY_DUPLICATE', {
    nf_numero: 'Esta nota fiscal deste fornecedor já foi lançada.',
  });

type ProductRow = {
  id: string;
  unidade: 'L' | 'kg';
  classe: string;
  embalagem: string | null;
};

/**
 * Each line's product must be the company's and measured in a unit the line's unit fits; an
 * agrotóxico line, typed by hand or read from an NF-e, must give its package when its product
 * has no usual one, so that the empty containers it owes are never left out by silence.
 */
async function checkLines(db: Db, lines: EntryLineInput[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.product_id ? [line.product_id] : [])))];
  const found: ProductRow[] = ids.length
    ? await db
        .select({
          id: products.id,
          unidade: products.unidade,
          classe: products.classe,
          embalagem: stockSettings.embalagem_tipo,
        })
        .from(products)
        .leftJoin(stockSettings, eq(stockSettings.product_id, products.id))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    const product = line.product_id ? byId.get(line.product_id) : null;
    const stockUnit = line.product_id ? product?.unidade : 'L';
    if (!stockUnit) fields[`linhas.${index}.product_id`] = 'Produto não encontrado.';
    else if (toStockUnit(line.quantidade, line.unidade, stockUnit) === null)
      fields[`linhas.${index}.unidade`] =
        `O produto é medido em ${stockUnit}: use ${stockUnit === 'L' ? 'L ou mL' : 'kg ou g'}.`;
    else if (
      product &&
      OWES_CONTAINERS.has(product.classe) &&
      !product.embalagem &&
      !line.embalagem
    )
      fields[`linhas.${index}.embalagem`] = PACKAGE_REQUIRED;
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
  return byId;
}

/** The packages of a line: as given, or the product's usual package (stock settings). */
async function packagesOf(tx: Db, line: EntryLineInput, stockUnit: 'L' | 'kg', quantity: number) {
  if (!line.product_id) return null;
  if (line.embalagem) {
    const capacity = toStockUnit(line.embalagem.capacidade, line.unidade, stockUnit)!;
    return {
      tipo: line.embalagem.tipo,
      capacidade: capacity,
      quantidade: line.embalagem.quantidade ?? containersFor(quantity, capacity),
    };
  }
  const [settings] = await tx
    .select()
    .from(stockSettings)
    .where(eq(stockSettings.product_id, line.product_id));
  if (!settings?.embalagem_tipo || !settings.embalagem_capacidade) return null;
  return {
    tipo: settings.embalagem_tipo,
    capacidade: settings.embalagem_capacidade,
    quantidade: containersFor(quantity, settings.embalagem_capacidade),
  };
}

/**
 * Records an entry by nota fiscal, in one transaction (an NF-e's, `input.nfe`, only once its
 * addressee is the company's CNPJ, `companyCnpj`, or the user confirmed it is not): the supplier, the NF (once per supplier,
 * series and number), one lot per line with its `entrada`, the supplier's codes remembered,
 * the empty containers owed for packaged products (due a year after the NF's date), and the
 * NF's payable (accounting's `billStockEntry`).
 */
export async function createEntry(
  db: Db,
  author: Author,
  input: EntryInput,
  companyCnpj: string | null = null,
) {
  const nfe = input.nfe ?? null;
  // What an NF-e's entry says is read again from its XML: a confirmation changed on the way
  // (a quantity, a value, the addressee) is refused (decision 031).
  const mismatches = nfe ? nfeMismatches(input, parseNfeXml(nfe.xml)) : {};
  if (Object.keys(mismatches).length > 0) throw new AppError('NFE_MISMATCH', mismatches);
  if (nfe && !nfe.destinatario_confirmado && !addressedToCompany(nfe.destinatario, companyCnpj))
    throw new AppError('NFE_FOREIGN_DEST', {
      'nfe.destinatario_confirmado': 'Confirme que a nota pode ser lançada nesta empresa.',
    });
  const byId = await checkLines(db, input.linhas);
  try {
    return await db.transaction(async (tx) => {
      const supplier = await supplierFor(tx, author.companyId, input.fornecedor);
      if (await entryExists(tx, supplier.id, input.nf_serie, input.nf_numero)) throw duplicate();
      const [entry] = await tx
        .insert(stockEntries)
        .values({
          company_id: author.companyId,
          supplier_id: supplier.id,
          nf_numero: input.nf_numero,
          nf_serie: input.nf_serie,
          nf_data: input.nf_data,
          chave_acesso: input.chave_acesso,
          local_devolucao: input.local_devolucao,
          total_cents: entryTotalCents(input.linhas),
          created_by: author.userId,
        })
        .returning();
      for (const line of input.linhas) await addLine(tx, author, entry!, line, byId);
      await billStockEntry(tx, author, entry!, input);
      return entry!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, DUPLICATE)) throw duplicate();
    throw error;
  }
}

async function addLine(
  tx: Db,
  author: Author,
  entry: typeof stockEntries.$inferSelect,
  line: EntryLineInput,
  byId: Map<string, ProductRow>,
) {
  const item = line.product_id
    ? { product_id: line.product_id }
    : { combustivel: line.combustivel! };
  const stockUnit = line.product_id ? byId.get(line.product_id)!.unidade : 'L';
  const quantity = toStockUnit(line.quantidade, line.unidade, stockUnit)!;
  const [lot] = await tx
    .insert(stockLots)
    .values({
      company_id: author.companyId,
      entry_id: entry.id,
      ...itemColumns(item),
      lote: line.lote ?? `NF ${entry.nf_numero}`,
      fabricacao: line.fabricacao,
      validade: line.validade,
      quantidade_inicial: quantity,
      saldo: 0,
      unidade: stockUnit,
      custo_unitario_cents: lotCostCents(line, stockUnit)!,
    })
    .returning();
  await moveLot(tx, author, lot!, item, { kind: 'entrada', quantity });
  if (line.codigo_fornecedor)
    await tx
      .insert(stockSupplierCodes)
      .values({
        company_id: author.companyId,
        supplier_id: entry.supplier_id,
        codigo: line.codigo_fornecedor,
        ...itemColumns(item),
      })
      .onConflictDoUpdate({
        target: [
          stockSupplierCodes.company_id,
          stockSupplierCodes.supplier_id,
          stockSupplierCodes.codigo,
        ],
        set: itemColumns(item),
      });
  const packages = await packagesOf(tx, line, stockUnit, quantity);
  if (packages && line.product_id)
    await tx.insert(stockContainerObligations).values({
      company_id: author.companyId,
      entry_id: entry.id,
      lot_id: lot!.id,
      product_id: line.product_id,
      ...packages,
      unidade: stockUnit,
      devolver_ate: containerDueDate(entry.nf_data),
      local_devolucao: entry.local_devolucao,
    });
}

/** Entries a page of `GET /api/stock/entradas` holds. */
export const ENTRIES_PAGE_SIZE = 20;

/** A page of entries, newest NF first, and how many there are. */
export async function entryPage(db: Db, today: string, pagina: number) {
  const [counted] = await db.select({ n: count() }).from(stockEntries);
  const entradas = await loadEntries(db, today, sql`true`, pageWindow(pagina, ENTRIES_PAGE_SIZE));
  return { entradas, total: counted!.n, pageSize: ENTRIES_PAGE_SIZE };
}

/** Entries with their supplier and lots, newest NF first (`where` picks them). */
async function loadEntries(db: Db, today: string, where: SQL, page: PageWindow) {
  const rows = await db
    .select({ entry: stockEntries, supplier: stockSuppliers })
    .from(stockEntries)
    .innerJoin(stockSuppliers, eq(stockSuppliers.id, stockEntries.supplier_id))
    .where(where)
    .orderBy(desc(stockEntries.nf_data), desc(stockEntries.created_at), desc(stockEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const lots = await lotsWhere(
    db,
    today,
    inArray(
      stockLots.entry_id,
      rows.map((row) => row.entry.id),
    ),
    { withEmpty: true },
  );
  return rows.map(({ entry, supplier }) => ({
    id: entry.id,
    fornecedor: { id: supplier.id, nome: supplier.nome, cnpj: supplier.cnpj },
    nf_numero: entry.nf_numero,
    nf_serie: entry.nf_serie,
    nf_data: entry.nf_data,
    chave_acesso: entry.chave_acesso,
    local_devolucao: entry.local_devolucao,
    total_cents: entry.total_cents,
    created_at: entry.created_at.toISOString(),
    linhas: lots.filter((lot) => lot.entry_id === entry.id),
  }));
}

export async function findEntry(db: Db, today: string, id: string) {
  const [entry] = await loadEntries(db, today, eq(stockEntries.id, id), { limit: 1, offset: 0 });
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}
