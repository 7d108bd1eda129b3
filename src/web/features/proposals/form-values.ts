import { addDays } from '../../../domain/dates.ts';
import type { ProposalDetail, ProposalInput } from '../../../domain/proposals/contracts.ts';
import {
  DEFAULT_VALIDITY_DAYS,
  type DiscountKind,
  type LineUnit,
} from '../../../domain/proposals/values.ts';
import { decimalText, parseDecimal, parseMoneyCents } from '../../lib/numbers.ts';

export type LineValues = {
  service_id: string;
  descricao: string;
  unidade: LineUnit;
  quantidade: string;
  preco_unitario_cents: string;
};

/**
 * The editor's fields, as typed (pt-BR decimals and reais), named as the API's body names them
 * (a line's `preco_unitario_cents` is typed in reais), so the schema's problems land on them.
 */
export type ProposalFormValues = {
  client_id: string;
  property_id: string;
  crop_id: string;
  validade: string;
  condicoes_pagamento: string;
  observacoes: string;
  desconto_tipo: DiscountKind | '';
  desconto_valor: string;
  linhas: LineValues[];
};

export const emptyLine = (): LineValues => ({
  service_id: '',
  descricao: '',
  unidade: 'ha',
  quantidade: '',
  preco_unitario_cents: '',
});

const reais = (cents: number | null) => (cents === null ? '' : decimalText(cents / 100));

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
    observacoes: p.observacoes ?? '',
    desconto_tipo: p.desconto_tipo ?? '',
    desconto_valor:
      p.desconto_tipo === 'valor' ? reais(p.desconto_valor) : decimalText(p.desconto_valor),
    linhas: detail.linhas.map((line) => ({
      service_id: line.service_id ?? '',
      descricao: line.descricao,
      unidade: line.unidade,
      quantidade: decimalText(line.quantidade),
      preco_unitario_cents: reais(line.preco_unitario_cents),
    })),
  };
}

/** The body the API takes; what cannot be read as a number stays NaN for the schema to name. */
export function fromFormValues(values: ProposalFormValues): Record<keyof ProposalInput, unknown> {
  return {
    client_id: values.client_id,
    property_id: values.property_id,
    crop_id: values.crop_id,
    validade: values.validade,
    condicoes_pagamento: values.condicoes_pagamento,
    observacoes: values.observacoes,
    desconto_tipo: values.desconto_tipo,
    desconto_valor:
      values.desconto_tipo === 'valor'
        ? parseMoneyCents(values.desconto_valor)
        : parseDecimal(values.desconto_valor),
    linhas: values.linhas.map((line) => ({
      service_id: line.service_id,
      descricao: line.descricao,
      unidade: line.unidade,
      quantidade: parseDecimal(line.quantidade),
      preco_unitario_cents: parseMoneyCents(line.preco_unitario_cents),
    })),
  };
}
