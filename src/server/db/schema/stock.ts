import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authored, byUser } from './auth.ts';
import { at, createdAt, day, decimal, indexOn, parentId, registerId } from './columns.ts';
import { companyRow } from './companies.ts';
import { operations } from './operations.ts';
import { aircraft, products } from './registers.ts';
import {
  adjustmentReason,
  fuel,
  packageType,
  productUnit,
  shortfallReason,
  shortfallResolution,
  stockMovementKind,
} from './enums.ts';

/** A stock item is a product of the register or a fuel: exactly one of the two. */
const itemColumns = () => ({
  product_id: registerId('product_id', () => products.id),
  combustivel: fuel('combustivel'),
});
const oneItem = (table: string, t: { product_id: AnyPgColumn; combustivel: AnyPgColumn }) =>
  check(`${table}_one_item`, sql`(${t.product_id} is null) <> (${t.combustivel} is null)`);

/** Suppliers, known by their CNPJ (digits), once per company. */
export const stockSuppliers = pgTable(
  'stock_suppliers',
  {
    ...companyRow(),
    nome: text('nome').notNull(),
    cnpj: text('cnpj').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('stock_suppliers_company_cnpj_unique').on(t.company_id, t.cnpj)],
);

/** A supplier's code for one of our items (the NF-e's cProd), remembered from its entries. */
export const stockSupplierCodes = pgTable(
  'stock_supplier_codes',
  {
    ...companyRow(),
    supplier_id: parentId('supplier_id', () => stockSuppliers.id),
    codigo: text('codigo').notNull(),
    ...itemColumns(),
  },
  (t) => [
    uniqueIndex('stock_supplier_codes_unique').on(t.company_id, t.supplier_id, t.codigo),
    oneItem('stock_supplier_codes', t),
  ],
);

/** An entry by nota fiscal: one per supplier, series and number. */
export const stockEntries = pgTable(
  'stock_entries',
  {
    ...companyRow(),
    supplier_id: registerId('supplier_id', () => stockSuppliers.id).notNull(),
    nf_numero: text('nf_numero').notNull(),
    nf_serie: text('nf_serie').notNull(),
    nf_data: day('nf_data').notNull(),
    chave_acesso: text('chave_acesso'),
    /** Where the empty containers go back, as the NF names it. */
    local_devolucao: text('local_devolucao'),
    total_cents: integer('total_cents').notNull(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('stock_entries_nf_unique').on(t.company_id, t.supplier_id, t.nf_serie, t.nf_numero),
    indexOn(t.company_id, t.nf_data),
  ],
);

/**
 * A lot received on an entry. `saldo` is what it holds now — the sum of its movements, kept
 * in the same transaction as each movement and never below zero (the check refuses it); exits
 * lock the lots they read (`for update`), so two at the same moment never take the same litre.
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    ...companyRow(),
    entry_id: registerId('entry_id', () => stockEntries.id).notNull(),
    ...itemColumns(),
    lote: text('lote').notNull(),
    fabricacao: day('fabricacao'),
    validade: day('validade'),
    quantidade_inicial: decimal('quantidade_inicial', 14, 3).notNull(),
    saldo: decimal('saldo', 14, 3).notNull(),
    unidade: productUnit('unidade').notNull(),
    /** Per unit of `unidade` (L or kg). */
    custo_unitario_cents: integer('custo_unitario_cents').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    oneItem('stock_lots', t),
    check('stock_lots_saldo_not_negative', sql`${t.saldo} >= 0`),
    check('stock_lots_validade_after_fabricacao', sql`${t.validade} >= ${t.fabricacao}`),
    index('stock_lots_company_product_idx').on(t.company_id, t.product_id, t.validade),
    index('stock_lots_company_fuel_idx').on(t.company_id, t.combustivel, t.validade),
    index('stock_lots_entry_idx').on(t.entry_id),
  ],
);

/**
 * The stock ledger (DESIGN §5 'Estoque'): rows are only added, never edited or deleted, except
 * that a reversed movement points at the `estorno` that reversed it. An item's balance is the
 * sum of its quantities, a lot's the sum of its own. Products and operations with movements
 * cannot be deleted (the references are checked at the end of a statement, so deleting a
 * company takes everything).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...companyRow(),
    product_id: uuid('product_id').references(() => products.id),
    combustivel: fuel('combustivel'),
    lot_id: uuid('lot_id').references(() => stockLots.id),
    kind: stockMovementKind('kind').notNull(),
    /** Signed: what came in is positive, what went out negative (3 decimals, L or kg). */
    quantity: decimal('quantity', 14, 3).notNull(),
    /** The item's unit when it moved. */
    unit: productUnit('unit').notNull(),
    /** What it was worth at its lot's cost, signed as the quantity. */
    valor_cents: integer('valor_cents'),
    /** The operation that consumed it (a `consumo` and its `estorno`). */
    operation_id: uuid('operation_id').references(() => operations.id),
    /** An adjustment's reason; `reason` explains it. */
    motivo: adjustmentReason('motivo'),
    reason: text('reason'),
    /** The `estorno` that reversed this movement; set once, and then it no longer counts as in force. */
    reversed_by: uuid('reversed_by').references((): AnyPgColumn => stockMovements.id),
    ...authored(),
  },
  (t) => [
    index('stock_movements_company_product_idx').on(t.company_id, t.product_id, t.created_at),
    index('stock_movements_operation_idx').on(t.operation_id),
    index('stock_movements_lot_idx').on(t.lot_id),
    indexOn(t.company_id, t.created_at),
    uniqueIndex('stock_movements_reversed_by_unique').on(t.reversed_by),
    oneItem('stock_movements', t),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_sign_of_kind',
      sql`(${t.kind} <> 'entrada' or ${t.quantity} > 0) and (${t.kind} <> 'consumo' or ${t.quantity} < 0)`,
    ),
    check(
      'stock_movements_consumo_operation',
      sql`${t.kind} <> 'consumo' or ${t.operation_id} is not null`,
    ),
    check(
      'stock_movements_ajuste_reason',
      sql`${t.kind} <> 'ajuste' or (${t.reason} is not null and ${t.motivo} is not null)`,
    ),
  ],
);

/** Per item: the minimum that raises 'estoque baixo', and a product's usual package. */
export const stockSettings = pgTable(
  'stock_settings',
  {
    ...companyRow(),
    ...itemColumns(),
    minimo: decimal('minimo', 14, 3),
    embalagem_tipo: packageType('embalagem_tipo'),
    /** In the product's unit. */
    embalagem_capacidade: decimal('embalagem_capacidade', 10, 3),
  },
  (t) => [
    oneItem('stock_settings', t),
    uniqueIndex('stock_settings_product_unique').on(t.company_id, t.product_id),
    uniqueIndex('stock_settings_fuel_unique').on(t.company_id, t.combustivel),
  ],
);

/** An aircraft's fuel and what it burns per flight hour (litres). */
export const stockAircraftFuel = pgTable(
  'stock_aircraft_fuel',
  {
    ...companyRow(),
    aircraft_id: parentId('aircraft_id', () => aircraft.id).unique(
      'stock_aircraft_fuel_aircraft_unique',
    ),
    combustivel: fuel('combustivel').notNull(),
    consumo_l_h: decimal('consumo_l_h', 7, 1).notNull(),
  },
  (t) => [indexOn(t.company_id)],
);

/**
 * Empty containers owed for a line of an entry (Lei 9.974/2000): how many of a type and size,
 * due back within a year of the purchase at the place the NF names.
 */
export const stockContainerObligations = pgTable(
  'stock_container_obligations',
  {
    ...companyRow(),
    entry_id: parentId('entry_id', () => stockEntries.id),
    lot_id: parentId('lot_id', () => stockLots.id),
    product_id: registerId('product_id', () => products.id).notNull(),
    tipo: packageType('tipo').notNull(),
    capacidade: decimal('capacidade', 10, 3).notNull(),
    unidade: productUnit('unidade').notNull(),
    quantidade: integer('quantidade').notNull(),
    devolver_ate: day('devolver_ate').notNull(),
    local_devolucao: text('local_devolucao'),
  },
  (t) => [
    indexOn(t.company_id, t.devolver_ate),
    check('stock_container_obligations_quantity', sql`${t.quantidade} > 0`),
  ],
);

/** A return of empty containers to a receiving unit, with its receipt (a stored file). */
export const stockContainerReturns = pgTable(
  'stock_container_returns',
  {
    ...companyRow(),
    data: day('data').notNull(),
    unidade_recebimento: text('unidade_recebimento').notNull(),
    numero_comprovante: text('numero_comprovante').notNull(),
    triplice_lavagem: boolean('triplice_lavagem').notNull(),
    nome_arquivo: text('nome_arquivo'),
    mime: text('mime'),
    tamanho: integer('tamanho'),
    storage_key: text('storage_key'),
    ...authored(),
  },
  (t) => [indexOn(t.company_id, t.data)],
);

export const stockContainerReturnItems = pgTable(
  'stock_container_return_items',
  {
    ...companyRow(),
    return_id: parentId('return_id', () => stockContainerReturns.id),
    obligation_id: registerId('obligation_id', () => stockContainerObligations.id).notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    index('stock_container_return_items_obligation_idx').on(t.obligation_id),
    index('stock_container_return_items_return_idx').on(t.return_id),
    indexOn(t.company_id),
    check('stock_container_return_items_quantity', sql`${t.quantidade} > 0`),
  ],
);

/**
 * Consumption a conclusion could not take from stock (decision 013): the operation concludes,
 * the lots give what they hold, and the rest waits here until the office takes it from stock
 * ('baixar') or closes it with a reason ('dispensar': the client supplied the product…).
 */
export const stockShortfalls = pgTable(
  'stock_shortfalls',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    product_id: registerId('product_id', () => products.id).notNull(),
    quantidade: decimal('quantidade', 14, 3).notNull(),
    unidade: productUnit('unidade').notNull(),
    motivo: shortfallReason('motivo').notNull().default('sem_saldo'),
    ...authored(),
    resolvida_em: at('resolvida_em'),
    resolvida_por: byUser('resolvida_por'),
    forma: shortfallResolution('forma'),
    observacao: text('observacao'),
  },
  (t) => [
    index('stock_shortfalls_operation_idx').on(t.operation_id),
    indexOn(t.company_id, t.resolvida_em),
    check('stock_shortfalls_quantity', sql`${t.quantidade} > 0`),
  ],
);
