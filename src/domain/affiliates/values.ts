import { labelled } from '../labelled.ts';

export const AFFILIATE_STATUSES = ['ativo', 'inativo', 'suspenso'] as const;
export const AFFILIATE_INVITE_STATUSES = ['pending', 'expired', 'accepted'] as const;
export const BANK_ACCOUNT_TYPES = ['corrente', 'poupanca'] as const;
export const COMMISSION_STATUSES = ['pendente', 'pago', 'cancelado'] as const;
export const REFERRAL_STATUSES = ['pendente', 'convertido', 'cancelado'] as const;

/** A monthly payout to an affiliate (spec part 2 §4 'Payout'), as stored and as shown. */
export const { values: PAYOUT_STATUSES, labels: PAYOUT_STATUS_LABELS } = labelled({
  pendente: 'Pendente',
  processando: 'Em processamento',
  pago: 'Pago',
  cancelado: 'Cancelado',
});
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A commission's or a referral's status as the screens say it. */
export const COMMISSION_STATUS_LABELS = {
  pendente: 'Pendente',
  pago: 'Pago',
  convertido: 'Convertido',
  cancelado: 'Cancelado',
} as const satisfies Record<
  (typeof COMMISSION_STATUSES)[number] | (typeof REFERRAL_STATUSES)[number],
  string
>;

/** The parameter of the invite e-mail's link (`/auth?convite-afiliado=<token>`). */
export const AFFILIATE_INVITE_PARAM = 'convite-afiliado';

/** Spec part 1 §5: a self-created affiliate needs a name and a CPF/CNPJ. */
export const AFFILIATE_REQUIRED = 'Preencha nome e CPF/CNPJ';
