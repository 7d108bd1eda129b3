import { addDays } from '../../../domain/dates.ts';
import type { ProposalDetail, ProposalInput } from '../../../domain/proposals/contracts.ts';
import {
  DEFAULT_VALIDITY_DAYS,
  type DiscountKind,
  type LineUnit,
} from '../../../domain/proposals/values.ts';
import type { UseFormReturn } from 'react-hook-form';
import { decimalText, reaisText } from '../../lib/numbers.ts';

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

export function toFormValues(
  detail: ProposalDetail | undefined,
  today: string,
): ProposalFormValues {
  if (!detail)
    return {
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
    };
  const p = detail.proposal;
  return {
    client_id: p.client_id,
    property_id: p.property_id ?? '',
    crop_id: p.crop_id ?? '',
    validade: p.validade,
    condicoes_pagamento: p.condicoes_pagamento ?? '',
    faturar_na_aprovacao: p.faturar_na_aprovacao,
    parcelas: String(p.parcelas),
    observacoes: p.observacoes ?? '',
    desconto_tipo: p.desconto_tipo ?? '',
    desconto_valor:
      p.desconto_tipo === 'valor' ? reaisText(p.desconto_valor) : decimalText(p.desconto_valor),
    linhas: detail.linhas.map((line) => ({
      service_id: line.service_id ?? '',
      descricao: line.descricao,
      unidade: line.unidade,
      quantidade: decimalText(line.quantidade),
      preco_unitario_cents: reaisText(line.preco_unitario_cents),
    })),
  };
}
