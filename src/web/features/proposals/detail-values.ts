import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { decimalText, reaisText } from '../../lib/numbers.ts';
import type { ProposalFormValues } from './form-values.ts';

// A saved proposal's fields, for its editor (proposal-page.tsx): apart from form-values.ts, so
// that a new proposal's first load does not carry them.

/** The editor's fields of a saved proposal, as typed (pt-BR decimals and reais). */
export function detailFormValues(detail: ProposalDetail): ProposalFormValues {
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
