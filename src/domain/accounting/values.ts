import { labelled } from '../labelled.ts';

/**
 * DESIGN §5 'Contabilidade': the money the company earns and spends. Every amount is whole
 * centavos. A title (`titulo`) is one receivable or payable — a fatura of one or more
 * operations, a nota fiscal, a payroll, or a bill typed by hand — split into installments
 * (`parcelas`), each paid by one or more payments.
 */

/** Which side of the books a title is on: money coming in, or going out. */
export const { values: TITLE_SIDES, labels: TITLE_SIDE_LABELS } = labelled({
  receber: 'A receber',
  pagar: 'A pagar',
});
export type TitleSide = (typeof TITLE_SIDES)[number];

/**
 * Where a title came from: a concluded operation (or several, a fatura), an approved proposal
 * billed on approval, a stock entry's nota fiscal, the month's payroll, or typed by hand.
 */
export const { values: TITLE_ORIGINS, labels: TITLE_ORIGIN_LABELS } = labelled({
  operacao: 'Operação',
  proposta: 'Proposta',
  estoque: 'Nota fiscal de estoque',
  folha: 'Folha de pagamento',
  manual: 'Lançamento manual',
});
export type TitleOrigin = (typeof TITLE_ORIGINS)[number];

/**
 * An installment's status. Only `cancelado` is stored (on the title); `pago` follows from its
 * payments and `vencido` from the due date against today in São Paulo, so it is never stale.
 */
export const { values: INSTALLMENT_STATUSES, labels: INSTALLMENT_STATUS_LABELS } = labelled({
  pendente: 'Pendente',
  pago: 'Pago',
  vencido: 'Vencido',
  cancelado: 'Cancelado',
});
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** How a payment was made or received. */
export const { values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS } = labelled({
  pix: 'PIX',
  boleto: 'Boleto',
  ted: 'TED',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
});
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A client's payment terms (the client register), which set a receivable's due date from the
 * operation's date: à vista (the same day), 30, 60 or 90 days, or a fixed date (a harvest date).
 */
export const { values: PAYMENT_TERMS, labels: PAYMENT_TERMS_LABELS } = labelled({
  a_vista: 'À vista',
  '30_dias': '30 dias',
  '60_dias': '60 dias',
  '90_dias': '90 dias',
  data_fixa: 'Data fixa',
});
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Whether a category holds revenue or expenses. */
export const CATEGORY_KINDS = ['receita', 'despesa'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * The categories every company starts with (editable afterwards). `chave` names the ones the
 * system files titles under by itself (a stock entry, a payroll, an operation) and the ones the
 * per-aircraft margin reads as direct costs.
 */
export const DEFAULT_CATEGORIES = [
  { chave: 'servicos', nome: 'Serviços de aplicação aérea', tipo: 'receita' },
  { chave: 'outras_receitas', nome: 'Outras receitas', tipo: 'receita' },
  { chave: 'combustivel', nome: 'Combustível', tipo: 'despesa' },
  { chave: 'insumos', nome: 'Defensivos e insumos', tipo: 'despesa' },
  { chave: 'manutencao', nome: 'Manutenção de aeronaves', tipo: 'despesa' },
  { chave: 'pecas', nome: 'Peças', tipo: 'despesa' },
  { chave: 'seguro', nome: 'Seguro aeronáutico', tipo: 'despesa' },
  { chave: 'salarios', nome: 'Salários e encargos', tipo: 'despesa' },
  { chave: 'hangar', nome: 'Hangar e aluguel', tipo: 'despesa' },
  { chave: 'impostos', nome: 'Impostos', tipo: 'despesa' },
  { chave: 'administrativas', nome: 'Administrativas', tipo: 'despesa' },
] as const satisfies readonly { chave: string; nome: string; tipo: CategoryKind }[];
export type CategoryKey = (typeof DEFAULT_CATEGORIES)[number]['chave'];
export const CATEGORY_KEYS = DEFAULT_CATEGORIES.map((c) => c.chave) as [
  CategoryKey,
  ...CategoryKey[],
];

/** A bank statement's format: OFX (what every Brazilian bank exports) or CSV. */
export const STATEMENT_FORMATS = ['ofx', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement line: waiting for a match, matched to a payment, or set aside by the user. */
export const STATEMENT_LINE_STATUSES = ['pendente', 'conciliada', 'ignorada'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** How sure a suggested match is. */
export const { values: MATCH_CONFIDENCES, labels: MATCH_CONFIDENCE_LABELS } = labelled({
  alta: 'Alta',
  media: 'Média',
  baixa: 'Baixa',
});
export type MatchConfidence = (typeof MATCH_CONFIDENCES)[number];

/** The ageing buckets of receivables: not yet due, then days overdue. */
export const { values: AGEING_BUCKETS, labels: AGEING_BUCKET_LABELS } = labelled({
  a_vencer: 'A vencer',
  d1_30: '1 a 30 dias',
  d31_60: '31 a 60 dias',
  d61_90: '61 a 90 dias',
  d90_mais: 'Mais de 90 dias',
});
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The most installments a title may be split into. */
export const MAX_INSTALLMENTS = 48;
