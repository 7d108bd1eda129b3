import { addDays } from '../../../domain/dates.ts';
import type { ProposalInput } from '../../../domain/proposals/contracts.ts';
import {
  DEFAULT_VALIDITY_DAYS,
  type DiscountKind,
  type LineUnit,
} from '../../../domain/proposals/values.ts';
import type { UseFormReturn } from 'react-hook-form';

export type LineValues = {
  service_id: string;
  descricao: string;
  unidade: LineUnit;
  quantidade: string;
  preco_unitario_cents: string;
};

/**
 * The editor's fields, as typed (pt-BR decimals and reais), named as the API's body names them
 * (a line's `preco_unitario_cents` is typed in reais): the contract reads them into the body.
 */
export type ProposalFormValues = {
  client_id: string;
  property_id: string;
  crop_id: string;
  validade: string;
  condicoes_pagamento: string;
  /** One receivable of the total when approved, in `parcelas` monthly installments. */
  faturar_na_aprovacao: boolean;
  parcelas: string;
  observacoes: string;
  desconto_tipo: DiscountKind | '';
  desconto_valor: string;
  linhas: LineValues[];
};

/** The editor's form: its texts, checked and read by the proposal's contract. */
export type ProposalFormReturn = UseFormReturn<ProposalFormValues, unknown, ProposalInput>;

export const emptyLine = (): LineValues => ({
  service_id: '',
  descricao: '',
  unidade: 'ha',
  quantidade: '',
  preco_unitario_cents: '',
});

/** A new proposal's fields: one empty line, valid for the usual days from `today`. */
export const newFormValues = (today: string): ProposalFormValues => ({
  client_id: '',
  property_id: '',
  crop_id: '',
  validade: addDays(today, DEFAULT_VALIDITY_DAYS),
  condicoes_pagamento: '',
  faturar_na_aprovacao: false,
  parcelas: '1',
  observacoes: '',
  desconto_tipo: '',
  desconto_valor: '',
  linhas: [emptyLine()],
});
