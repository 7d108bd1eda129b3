import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authored, byUser } from './auth.ts';
import {
  at,
  bankDetails,
  cents,
  createdAt,
  updatedAt,
  day,
  indexOn,
  parentId,
  registerId,
} from './columns.ts';
import { companyRow } from './companies.ts';
import {
  categoryKind,
  dreCategoryLine,
  paymentMethod,
  pixType,
  statementFormat,
  statementLineStatus,
  taxRegime,
  titleOrigin,
  titleSide,
} from './enums.ts';
import { operations } from './operations.ts';
import { payrollRuns } from './payroll.ts';
import { proposals } from './proposals.ts';
import { aircraft, clients } from './registers.ts';
import { stockEntries, stockSuppliers } from './stock.ts';

// DESIGN §5 'Contabilidade' (decision 014): receivables and payables are one kind of row, a
// title, split into installments that payments settle. Money is whole centavos.

/** Revenue and expense categories, seeded per company and editable; `chave` marks the system's. */
export const financeCategories = pgTable(
  'finance_categories',
  {
    ...companyRow(),
    /** The system's name for a seeded category (DEFAULT_CATEGORIES), null for the company's own. */
    chave: text('chave'),
    nome: text('nome').notNull(),
    tipo: categoryKind('tipo').notNull(),
    /** The DRE line it is filed under; null: its seeded category's, else by kind (dreLineOf). */
    linha_dre: dreCategoryLine('linha_dre'),
    archived_at: at('archived_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('finance_categories_company_nome_unique').on(t.company_id, t.tipo, t.nome),
    uniqueIndex('finance_categories_company_chave_unique').on(t.company_id, t.chave),
  ],
);

/**
 * The company's tax regime for the DRE's deductions and IRPJ/CSLL (one row; none: Simples
 * Nacional, Anexo III). Rates in percent; ISS, PIS, COFINS and the presumed profit's share
 * are read under Lucro Presumido, the anexo under the Simples.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    ...companyRow(),
    regime: taxRegime('regime').notNull(),
    simples_anexo: smallint('simples_anexo'),
    iss_aliquota: numeric('iss_aliquota', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    pis_aliquota: numeric('pis_aliquota', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    cofins_aliquota: numeric('cofins_aliquota', {
      precision: 7,
      scale: 4,
      mode: 'number',
    }).notNull(),
    presuncao: numeric('presuncao', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('tax_settings_company_unique').on(t.company_id),
    check(
      'tax_settings_rates',
      sql`${t.iss_aliquota} between 0 and 100 and ${t.pis_aliquota} between 0 and 100 and ${t.cofins_aliquota} between 0 and 100 and ${t.presuncao} between 0 and 100`,
    ),
    check('tax_settings_anexo', sql`${t.simples_anexo} IS NULL OR ${t.simples_anexo} in (3, 5)`),
  ],
);

/** The company's bank accounts (and cash), with the balance they started from. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...companyRow(),
    nome: text('nome').notNull(),
    ...bankDetails(),
    /** The PIX key that receives into this account: the fatura prints it as a BR Code. */
    pix_tipo: pixType('pix_tipo'),
    pix_chave: text('pix_chave'),
    saldo_inicial_cents: cents('saldo_inicial_cents').notNull().default(0),
    saldo_inicial_data: day('saldo_inicial_data').notNull(),
    archived_at: at('archived_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('bank_accounts_company_nome_unique').on(t.company_id, t.nome)],
);

/**
 * A receivable or a payable. `competencia` is the day the revenue or expense belongs to (the
 * operation's date, the NF's date): the monthly result reads it; cash flow reads payments.
 */
export const financeTitles = pgTable(
  'finance_titles',
  {
    ...companyRow(),
    lado: titleSide('lado').notNull(),
    origem: titleOrigin('origem').notNull(),
    descricao: text('descricao').notNull(),
    category_id: registerId('category_id', () => financeCategories.id).notNull(),
    /** Who pays a receivable. */
    client_id: registerId('client_id', () => clients.id),
    /** Who is paid: a supplier of the stock register, or a name typed with the bill. */
    supplier_id: registerId('supplier_id', () => stockSuppliers.id),
    contraparte: text('contraparte'),
    /** The aircraft whose cost (or revenue) this is, for the per-aircraft margin. */
    aircraft_id: registerId('aircraft_id', () => aircraft.id),
    documento: text('documento'),
    competencia: day('competencia').notNull(),
    total_cents: cents('total_cents').notNull(),
    stock_entry_id: uuid('stock_entry_id').references(() => stockEntries.id, {
      onDelete: 'restrict',
    }),
    proposal_id: uuid('proposal_id').references(() => proposals.id, { onDelete: 'restrict' }),
    /** The first day of the payroll's month, for a title of origin `folha`. */
    folha_mes: day('folha_mes'),
    /** The payroll run a title of origin `folha` pays (net salaries, INSS, IRRF or FGTS). */
    payroll_run_id: uuid('payroll_run_id').references(() => payrollRuns.id, {
      onDelete: 'restrict',
    }),
    observacoes: text('observacoes'),
    cancelado_at: at('cancelado_at'),
    cancelado_by: byUser('cancelado_by'),
    motivo_cancelamento: text('motivo_cancelamento'),
    ...authored(),
  },
  (t) => [
    index('finance_titles_company_competencia_idx').on(t.company_id, t.lado, t.competencia),
    // The monthly result's titles: payables and receivables typed by hand, not cancelled.
    index('finance_titles_result_idx')
      .on(t.company_id, t.competencia)
      .where(sql`${t.cancelado_at} IS NULL AND (${t.lado} = 'pagar' OR ${t.origem} = 'manual')`),
    // The per-aircraft margin's payables: tied to an aircraft, not cancelled.
    index('finance_titles_aircraft_cost_idx')
      .on(t.company_id, t.competencia)
      .where(
        sql`${t.cancelado_at} IS NULL AND ${t.lado} = 'pagar' AND ${t.aircraft_id} IS NOT NULL`,
      ),
    indexOn(t.client_id),
    indexOn(t.aircraft_id),
    indexOn(t.payroll_run_id),
    uniqueIndex('finance_titles_stock_entry_unique')
      .on(t.stock_entry_id)
      .where(sql`${t.cancelado_at} IS NULL`),
    uniqueIndex('finance_titles_proposal_unique')
      .on(t.proposal_id)
      .where(sql`${t.cancelado_at} IS NULL`),
    check('finance_titles_total_positive', sql`${t.total_cents} > 0`),
    check('finance_titles_client_receives', sql`${t.lado} = 'receber' OR ${t.client_id} IS NULL`),
  ],
);

/**
 * The operations a receivable bills (one, or several in a fatura), each with its value. Only
 * one active link per operation: concluding, reopening and concluding leaves one receivable.
 */
export const financeTitleOperations = pgTable(
  'finance_title_operations',
  {
    ...companyRow(),
    title_id: parentId('title_id', () => financeTitles.id),
    operation_id: parentId('operation_id', () => operations.id),
    valor_cents: cents('valor_cents').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    indexOn(t.company_id, t.title_id),
    uniqueIndex('finance_title_operations_active_unique')
      .on(t.operation_id)
      .where(sql`${t.ativo}`),
  ],
);

/** A title's installments: their values sum to its total (the remainder cent on the last). */
export const financeInstallments = pgTable(
  'finance_installments',
  {
    ...companyRow(),
    title_id: parentId('title_id', () => financeTitles.id),
    numero: smallint('numero').notNull(),
    vencimento: day('vencimento').notNull(),
    valor_cents: cents('valor_cents').notNull(),
    /**
     * What its payments settle (their principal, `principalCents`), summed: kept by a trigger on
     * finance_payments in the transaction of each payment and reversal (migration 0043), so the
     * titles list reads each installment's status from its own row (decision 043).
     */
    pago_cents: cents('pago_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('finance_installments_title_numero_unique').on(t.title_id, t.numero),
    indexOn(t.company_id, t.vencimento),
    check('finance_installments_value_positive', sql`${t.valor_cents} > 0`),
  ],
);

/** A bank statement file imported into an account. */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    ...companyRow(),
    bank_account_id: registerId('bank_account_id', () => bankAccounts.id).notNull(),
    formato: statementFormat('formato').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    linhas: integer('linhas').notNull(),
    novas: integer('novas').notNull(),
    ...authored(),
  },
  (t) => [indexOn(t.company_id, t.created_at)],
);

/**
 * One line of a statement, once per company and FITID (the bank's id of the transaction; for a
 * CSV, a digest of the line): importing a file twice adds nothing. Credits positive.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    ...companyRow(),
    bank_account_id: registerId('bank_account_id', () => bankAccounts.id).notNull(),
    import_id: parentId('import_id', () => bankStatementImports.id),
    fitid: text('fitid').notNull(),
    data: day('data').notNull(),
    valor_cents: cents('valor_cents').notNull(),
    descricao: text('descricao').notNull(),
    status: statementLineStatus('status').notNull().default('pendente'),
  },
  (t) => [
    // Once per company: the same bank transaction is never stored in two of its accounts.
    uniqueIndex('bank_statement_lines_company_fitid_unique').on(t.company_id, t.fitid),
    index('bank_statement_lines_company_status_idx').on(t.company_id, t.status, t.data),
    check('bank_statement_lines_value_nonzero', sql`${t.valor_cents} <> 0`),
  ],
);

/** A payment made or received against one installment: partial payments are several rows. */
export const financePayments = pgTable(
  'finance_payments',
  {
    ...companyRow(),
    installment_id: parentId('installment_id', () => financeInstallments.id),
    data: day('data').notNull(),
    /** What changed hands: the principal plus juros and multa, less desconto (tarifa apart). */
    valor_cents: cents('valor_cents').notNull(),
    /** Posted to the financial result (decision: domain/accounting/settlement.ts). */
    juros_cents: cents('juros_cents').notNull().default(0),
    multa_cents: cents('multa_cents').notNull().default(0),
    desconto_cents: cents('desconto_cents').notNull().default(0),
    /** The bank's fee on the payment, out of the same account. */
    tarifa_cents: cents('tarifa_cents').notNull().default(0),
    bank_account_id: registerId('bank_account_id', () => bankAccounts.id).notNull(),
    metodo: paymentMethod('metodo').notNull(),
    /** The statement line that confirmed it, when it came from a reconciliation. */
    statement_line_id: uuid('statement_line_id').references(() => bankStatementLines.id, {
      onDelete: 'set null',
    }),
    observacao: text('observacao'),
    ...authored(),
  },
  (t) => [
    indexOn(t.installment_id),
    indexOn(t.company_id, t.data),
    indexOn(t.bank_account_id),
    indexOn(t.statement_line_id),
    check('finance_payments_value_positive', sql`${t.valor_cents} > 0`),
    check(
      'finance_payments_charges_not_negative',
      sql`${t.juros_cents} >= 0 and ${t.multa_cents} >= 0 and ${t.desconto_cents} >= 0 and ${t.tarifa_cents} >= 0`,
    ),
    check(
      'finance_payments_principal_positive',
      sql`${t.valor_cents} - ${t.juros_cents} - ${t.multa_cents} + ${t.desconto_cents} > 0`,
    ),
  ],
);
