import { f, m, mp, requiredMessage, type Label } from '../agreement.ts';
import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { MAX_BALANCE_CENTS } from '../money.ts';
import {
  absentAsNull,
  cents,
  decimal,
  fieldIssue,
  monthText,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalText,
  requiredDate,
  requiredText,
  pagina,
} from '../registers/fields.ts';
import {
  CATEGORY_KINDS,
  INSTALLMENT_STATUSES,
  MAX_INSTALLMENTS,
  PAYMENT_METHODS,
  STATEMENT_LINE_STATUSES,
  TITLE_SIDES,
} from './values.ts';
import { DRE_CATEGORY_LINES } from './dre-lines.ts';
import { lastDueProblem } from './installments.ts';
import { PRINCIPAL_NOT_POSITIVE, principalCents } from './settlement.ts';

// What the routes of `/api/accounting` take (DESIGN §5 'Contabilidade'); what they answer is in
// response-contracts.ts. Money is whole centavos (a text is read as reais typed in pt-BR).

/** An amount above zero, in centavos. */
const positiveCents = (label: Label) =>
  cents(label).refine((value) => value > 0, `${label.text} deve ser maior que zero.`);

/** The DRE line a category is filed under (null: its seeded category's, or by kind). */
const dreLineField = z.enum(DRE_CATEGORY_LINES, 'Escolha a linha da DRE.').nullable();

/** A revenue or expense category of the company's own. */
export const categoryInput = z.strictObject({
  nome: requiredText(m('Nome da categoria'), 80),
  tipo: z.enum(CATEGORY_KINDS, 'Escolha se a categoria é de receita ou de despesa.'),
  linha_dre: dreLineField.optional(),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** Renaming a category, or archiving it (it stays on the titles filed under it). */
export const categoryUpdate = z.strictObject({
  nome: requiredText(m('Nome da categoria'), 80).optional(),
  arquivada: z.boolean('Arquivada deve ser sim ou não.').optional(),
  linha_dre: dreLineField.optional(),
});

/** A bank account (or the cash box) and the balance it starts from. */
export const bankAccountInput = z.strictObject({
  nome: requiredText(m('Nome da conta'), 80),
  banco: optionalText('Banco', 80),
  agencia: optionalText('Agência', 20),
  conta: optionalText('Conta', 30),
  saldo_inicial_cents: decimal(m('Saldo inicial'), {
    min: -MAX_BALANCE_CENTS,
    max: MAX_BALANCE_CENTS,
    integer: true,
  }),
  saldo_inicial_data: requiredDate(f('Data do saldo inicial')),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const bankAccountUpdate = bankAccountInput
  .partial()
  .extend({ arquivada: z.boolean('Arquivada deve ser sim ou não.').optional() });

/** An installment written out: its due date and value. */
const plannedInstallment = z.strictObject({
  vencimento: requiredDate(m('Vencimento')),
  valor_cents: positiveCents(m('Valor da parcela')),
});

/** Installments written out (a title's, an NF's duplicatas). */
export const writtenInstallments = z
  .array(plannedInstallment)
  .max(MAX_INSTALLMENTS, `Use no máximo ${MAX_INSTALLMENTS} parcelas.`);

/** Installments written out must sum to the total: the issue names `vencimentos`. */
export function checkInstallmentsSum(
  lines: readonly { valor_cents: number }[],
  totalCents: number,
  ctx: z.RefinementCtx,
) {
  if (lines.reduce((sum, line) => sum + line.valor_cents, 0) !== totalCents)
    fieldIssue(ctx, 'vencimentos', 'A soma das parcelas deve ser igual ao valor total.');
}

/**
 * How a title is split: `parcelas` monthly installments from `primeiro_vencimento` (equal,
 * the remainder cent on the last), or the installments written out in `vencimentos`, which must
 * sum to the total.
 */
const installmentPlan = {
  parcelas: decimal(m('Número de parcelas'), { max: MAX_INSTALLMENTS, integer: true }).default(1),
  primeiro_vencimento: optionalDate('Primeiro vencimento'),
  vencimentos: absentAsNull(writtenInstallments),
};

/** A split's last installment must fall by LAST_DATE: the issue names `parcelas`. */
function checkLastDue(
  plan: { parcelas: number; primeiro_vencimento: string | null },
  ctx: z.RefinementCtx,
) {
  const first = plan.primeiro_vencimento;
  const problem = first && isCalendarDate(first) && lastDueProblem(first, plan.parcelas);
  if (problem) fieldIssue(ctx, 'parcelas', problem);
}

const refinePlan = (
  plan: {
    total_cents: number;
    parcelas: number;
    primeiro_vencimento: string | null;
    vencimentos: { valor_cents: number }[] | null;
  },
  ctx: z.RefinementCtx,
) => {
  if (plan.vencimentos?.length)
    return checkInstallmentsSum(plan.vencimentos, plan.total_cents, ctx);
  if (!plan.primeiro_vencimento)
    fieldIssue(ctx, 'primeiro_vencimento', requiredMessage(m('Primeiro vencimento')));
  if (plan.parcelas > plan.total_cents)
    fieldIssue(ctx, 'parcelas', 'Número de parcelas maior que o valor em centavos.');
  checkLastDue(plan, ctx);
};

/** A title's own fields, as typed by hand. */
const titleFields = z.strictObject({
  lado: z.enum(TITLE_SIDES, 'Escolha se é a receber ou a pagar.'),
  descricao: requiredText(f('Descrição'), 200),
  category_id: z.uuid('Escolha a categoria.'),
  client_id: optionalId('Cliente inválido.'),
  supplier_id: optionalId('Fornecedor inválido.'),
  contraparte: optionalText('Fornecedor ou pagador', 160),
  aircraft_id: optionalId('Aeronave inválida.'),
  documento: optionalText('Documento', 60),
  competencia: requiredDate(f('Data de competência')),
  total_cents: positiveCents(m('Valor total')),
  observacoes: optionalText('Observações', 1000),
});

/** A receivable or payable typed by hand. */
export const titleInput = titleFields.extend(installmentPlan).superRefine((title, ctx) => {
  if (title.lado === 'pagar' && title.client_id)
    fieldIssue(ctx, 'client_id', 'Uma conta a pagar não tem cliente.');
  refinePlan(title, ctx);
});
export type TitleInput = z.input<typeof titleInput>;
export type TitleValues = z.output<typeof titleInput>;

/** What may change on a title after it exists (not its amounts: re-split or cancel it). */
export const titleUpdate = titleFields
  .pick({
    descricao: true,
    category_id: true,
    aircraft_id: true,
    documento: true,
    contraparte: true,
    observacoes: true,
  })
  .partial();

/** A new split of a title that has no payment yet. */
export const resplitInput = z
  .strictObject({ total_cents: positiveCents(m('Valor total')), ...installmentPlan })
  .superRefine(refinePlan);

/** Cancelling a title (only while nothing was paid): why. */
export const cancelInput = z.strictObject({
  motivo: requiredText(m('Motivo do cancelamento'), 300),
});

/** A fatura: several open receivables of one client (no payment yet) gathered into one title. */
export const invoiceInput = z
  .strictObject({
    title_ids: z
      .array(z.uuid('Conta a receber inválida.'), 'Escolha as contas a receber.')
      .min(2, 'Escolha ao menos duas contas a receber para a fatura.')
      .max(200, 'Use no máximo 200 contas a receber numa fatura.'),
    descricao: optionalText('Descrição', 200),
    ...installmentPlan,
  })
  .superRefine((invoice, ctx) => {
    if (!invoice.vencimentos?.length) checkLastDue(invoice, ctx);
  });

/** A payment (or receipt) against one installment: partial payments are allowed. */
export const paymentInput = z
  .strictObject({
    data: requiredDate(f('Data do pagamento')),
    valor_cents: positiveCents(m('Valor pago')),
    /** Juros, multa, desconto and tarifa (settlement.ts): blank is zero. */
    juros_cents: cents(mp('Juros'), { optional: true }).transform((v) => v ?? 0),
    multa_cents: cents(f('Multa'), { optional: true }).transform((v) => v ?? 0),
    desconto_cents: cents(m('Desconto'), { optional: true }).transform((v) => v ?? 0),
    tarifa_cents: cents(f('Tarifa'), { optional: true }).transform((v) => v ?? 0),
    bank_account_id: z.uuid('Escolha a conta.'),
    metodo: z.enum(PAYMENT_METHODS, 'Escolha a forma de pagamento.'),
    observacao: optionalText('Observação', 300),
  })
  .superRefine((payment, ctx) => {
    if (principalCents(payment) <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor_cents'], message: PRINCIPAL_NOT_POSITIVE });
  });
export type PaymentInput = z.input<typeof paymentInput>;

/** The receivables or payables list: one row per installment, 20 a page. */
export const titlesQuery = z.strictObject({
  lado: z.enum(TITLE_SIDES, 'Escolha a receber ou a pagar.'),
  status: optionalChoice(INSTALLMENT_STATUSES, 'Situação inválida.'),
  busca: optionalText('Busca', 100),
  de: optionalDate('Vencimento inicial'),
  ate: optionalDate('Vencimento final'),
  category_id: optionalId('Categoria inválida.'),
  client_id: optionalId('Cliente inválido.'),
  aircraft_id: optionalId('Aeronave inválida.'),
  pagina,
});
export type TitlesQuery = z.input<typeof titlesQuery>;

/** A statement's lines of one account: those waiting for a match unless told. */
export const statementLinesQuery = z.strictObject({
  bank_account_id: optionalId('Conta inválida.'),
  status: optionalChoice(STATEMENT_LINE_STATUSES, 'Situação inválida.'),
  pagina,
});

/**
 * A statement line made a new title in one step, paid by the line: its side from the line's
 * sign (a credit, a receivable; a debit, a payable), its amount and date from the line.
 */
export const lineTitleInput = titleFields
  .pick({
    descricao: true,
    category_id: true,
    client_id: true,
    supplier_id: true,
    contraparte: true,
    aircraft_id: true,
    documento: true,
    observacoes: true,
  })
  .extend({ metodo: z.enum(PAYMENT_METHODS, 'Escolha a forma de pagamento.') });
export type LineTitleInput = z.input<typeof lineTitleInput>;

/** An account's recent statement imports. */
export const statementImportsQuery = z.strictObject({ bank_account_id: z.uuid('Conta inválida.') });

/** Confirming a statement line as the payment of one installment. */
export const reconcileInput = z.strictObject({
  installment_id: z.uuid('Escolha a parcela.'),
  metodo: z.enum(PAYMENT_METHODS, 'Escolha a forma de pagamento.').default('ted'),
  /** A boleto paid late or early: the line's amount is the principal ± these (settlement.ts). */
  juros_cents: cents(mp('Juros'), { optional: true }).transform((v) => v ?? 0),
  multa_cents: cents(f('Multa'), { optional: true }).transform((v) => v ?? 0),
  desconto_cents: cents(m('Desconto'), { optional: true }).transform((v) => v ?? 0),
});

/** A period of months, 'YYYY-MM' to 'YYYY-MM' (at most 60), for the reports. */
export const monthRangeQuery = z
  .strictObject({ de: monthText(m('Mês inicial')), ate: monthText(m('Mês final')) })
  .refine((range) => range.de <= range.ate, {
    path: ['ate'],
    message: 'O mês final deve ser igual ou posterior ao inicial.',
  });

/** One month's result. */
export const monthQuery = z.strictObject({ mes: monthText(m('Mês')) });
