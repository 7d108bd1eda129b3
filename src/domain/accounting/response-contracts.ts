import { z } from 'zod';
import { DRE_CATEGORY_LINES } from './dre-lines.ts';
import { calendarDate, centsValue, isoTimestamp, nullableId, nullableText } from '../wire.ts';
import {
  CATEGORY_KINDS,
  INSTALLMENT_STATUSES,
  MATCH_CONFIDENCES,
  PAYMENT_METHODS,
  STATEMENT_FORMATS,
  STATEMENT_LINE_STATUSES,
  TITLE_ORIGINS,
  TITLE_SIDES,
} from './values.ts';

// What the routes of `/api/accounting` answer (strict objects). Money is whole centavos.

/** A page of the accounting lists (20 rows): its rows, how many in all, the page and its size. */
const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    pagina: z.number().int(),
    por_pagina: z.number().int(),
  });

export const financeCategory = z.strictObject({
  id: z.uuid(),
  chave: nullableText,
  nome: z.string(),
  tipo: z.enum(CATEGORY_KINDS),
  /** The DRE line it is filed under (its own choice, else its seeded category's, else by kind). */
  linha_dre: z.enum(DRE_CATEGORY_LINES),
  arquivada: z.boolean(),
});
export type FinanceCategory = z.infer<typeof financeCategory>;
export const financeCategories = z.array(financeCategory);

/** A bank account with its balance today: the starting balance plus receipts minus payments. */
export const bankAccount = z.strictObject({
  id: z.uuid(),
  nome: z.string(),
  banco: nullableText,
  agencia: nullableText,
  conta: nullableText,
  saldo_inicial_cents: centsValue,
  saldo_inicial_data: calendarDate,
  saldo_cents: centsValue,
  arquivada: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccounts = z.array(bankAccount);

/** Who a title is with, as the lists show it: the client, the supplier or the typed name. */
const counterpart = { contraparte: nullableText };

/** An installment's amount, what its payments paid and what is left (or the sums of several). */
const installmentAmounts = {
  valor_cents: centsValue,
  pago_cents: centsValue,
  saldo_cents: centsValue,
};

/** One installment as the receivables and payables lists show it, with its title's facts. */
export const installmentRow = z.strictObject({
  id: z.uuid(),
  title_id: z.uuid(),
  lado: z.enum(TITLE_SIDES),
  origem: z.enum(TITLE_ORIGINS),
  descricao: z.string(),
  documento: nullableText,
  categoria: z.string(),
  ...counterpart,
  aeronave: nullableText,
  numero: z.number().int(),
  parcelas: z.number().int(),
  vencimento: calendarDate,
  ...installmentAmounts,
  status: z.enum(INSTALLMENT_STATUSES),
});
export type InstallmentRow = z.infer<typeof installmentRow>;

/** A page of installments (20), with the totals of every installment the filters select. */
export const installmentPage = numberedPageOf(installmentRow).extend({
  totais: z.strictObject({ ...installmentAmounts, vencido_cents: centsValue }),
});
export type InstallmentPage = z.infer<typeof installmentPage>;

export const financePayment = z.strictObject({
  id: z.uuid(),
  installment_id: z.uuid(),
  data: calendarDate,
  /** What changed hands; `principal_cents` is what it settled (valor − juros − multa + desconto). */
  valor_cents: centsValue,
  juros_cents: centsValue,
  multa_cents: centsValue,
  desconto_cents: centsValue,
  tarifa_cents: centsValue,
  principal_cents: centsValue,
  bank_account_id: z.uuid(),
  conta: z.string(),
  metodo: z.enum(PAYMENT_METHODS),
  observacao: nullableText,
  conciliado: z.boolean(),
  created_at: isoTimestamp,
});
export type FinancePayment = z.infer<typeof financePayment>;

/** An installment in a title's detail, with its payments. */
export const titleInstallment = z.strictObject({
  id: z.uuid(),
  numero: z.number().int(),
  vencimento: calendarDate,
  ...installmentAmounts,
  status: z.enum(INSTALLMENT_STATUSES),
  pagamentos: z.array(financePayment),
});

/** An operation a receivable bills. */
export const billedOperation = z.strictObject({
  operation_id: z.uuid(),
  numero: z.string(),
  data: calendarDate,
  valor_cents: centsValue,
  ativo: z.boolean(),
});

/** A receivable or payable with everything about it. */
export const financeTitle = z.strictObject({
  id: z.uuid(),
  lado: z.enum(TITLE_SIDES),
  origem: z.enum(TITLE_ORIGINS),
  descricao: z.string(),
  category_id: z.uuid(),
  categoria: z.string(),
  client_id: nullableId,
  supplier_id: nullableId,
  ...counterpart,
  aircraft_id: nullableId,
  aeronave: nullableText,
  documento: nullableText,
  competencia: calendarDate,
  total_cents: centsValue,
  pago_cents: centsValue,
  saldo_cents: centsValue,
  stock_entry_id: nullableId,
  proposal_id: nullableId,
  observacoes: nullableText,
  cancelado_at: isoTimestamp.nullable(),
  motivo_cancelamento: nullableText,
  parcelas: z.array(titleInstallment),
  operacoes: z.array(billedOperation),
  created_at: isoTimestamp,
});
export type FinanceTitle = z.infer<typeof financeTitle>;

/**
 * What importing a statement did: lines read, new ones, and those already imported; `aviso`
 * when the file (OFX) names another account than the one chosen.
 */
export const statementImport = z.strictObject({
  id: z.uuid(),
  bank_account_id: z.uuid(),
  formato: z.enum(STATEMENT_FORMATS),
  nome_arquivo: z.string(),
  linhas: z.number().int(),
  novas: z.number().int(),
  repetidas: z.number().int(),
  aviso: nullableText,
});
export type StatementImport = z.infer<typeof statementImport>;

/** An import undone: its id and how many of its lines went with it. */
export const statementImportUndone = z.strictObject({
  id: z.uuid(),
  removidas: z.number().int(),
});
export type StatementImportUndone = z.infer<typeof statementImportUndone>;

/** An account's recent imports: what each brought, and how many of its lines are reconciled. */
export const statementImportList = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.uuid(),
      nome_arquivo: z.string(),
      formato: z.enum(STATEMENT_FORMATS),
      novas: z.number().int(),
      conciliadas: z.number().int(),
      created_at: isoTimestamp,
    }),
  ),
});
export type StatementImportList = z.infer<typeof statementImportList>;

/** An open installment a statement line may pay, and how sure the match is. */
export const matchSuggestion = z.strictObject({
  installment_id: z.uuid(),
  title_id: z.uuid(),
  descricao: z.string(),
  ...counterpart,
  numero: z.number().int(),
  parcelas: z.number().int(),
  vencimento: calendarDate,
  saldo_cents: centsValue,
  confianca: z.enum(MATCH_CONFIDENCES),
  motivo: z.string(),
});
export type MatchSuggestion = z.infer<typeof matchSuggestion>;

/** A statement line with its best matches (credits suggest receivables, debits payables). */
export const statementLine = z.strictObject({
  id: z.uuid(),
  bank_account_id: z.uuid(),
  conta: z.string(),
  fitid: z.string(),
  data: calendarDate,
  valor_cents: centsValue,
  descricao: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  sugestoes: z.array(matchSuggestion),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementLinePage = numberedPageOf(statementLine);
export type StatementLinePage = z.infer<typeof statementLinePage>;

const option = z.strictObject({ id: z.uuid(), nome: z.string() });

/** What the accounting forms pick from: active categories and accounts, clients, suppliers, aircraft. */
export const accountingOptions = z.strictObject({
  categorias: z.array(option.extend({ tipo: z.enum(CATEGORY_KINDS) })),
  contas: z.array(option),
  clientes: z.array(option),
  fornecedores: z.array(option),
  aeronaves: z.array(option),
});
export type AccountingOptions = z.infer<typeof accountingOptions>;
