import { formatCnpj } from '../../../domain/br/documents.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDecimal } from '../../../domain/format.ts';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { decimalText } from '../../lib/numbers.ts';

// The entry form holds what people type (pt-BR quantities, reais); `toEntryBody` makes of it
// the body the entry's contract checks, keeping each field's path, so the contract's and the
// server's messages land on the fields they name.

/** A fuel chosen in a line's item select, beside the register's products. */
export const FUEL_PREFIX = 'fuel:';

export type EntryLineValues = {
  /** A product's id, or FUEL_PREFIX + a fuel. */
  product_id: string;
  codigo_fornecedor: string;
  lote: string;
  quantidade: string;
  unidade: string;
  /** Reais, as typed. */
  custo_unitario_cents: string;
  fabricacao: string;
  validade: string;
  embalagem: { tipo: string; capacidade: string };
  /** What the NF-e said of the line (shown, never sent). */
  nfe: { item: number; descricao: string; quantidade: string; correspondencia: string } | null;
};

export type EntryValues = {
  fornecedor: { nome: string; cnpj: string };
  nf_numero: string;
  nf_serie: string;
  nf_data: string;
  chave_acesso: string;
  local_devolucao: string;
  linhas: EntryLineValues[];
};

export const emptyLine = (): EntryLineValues => ({
  product_id: '',
  codigo_fornecedor: '',
  lote: '',
  quantidade: '',
  unidade: 'L',
  custo_unitario_cents: '',
  fabricacao: '',
  validade: '',
  embalagem: { tipo: '', capacidade: '' },
  nfe: null,
});

export const emptyEntry = (now = new Date()): EntryValues => ({
  fornecedor: { nome: '', cnpj: '' },
  nf_numero: '',
  nf_serie: '1',
  nf_data: todayInSaoPaulo(now),
  chave_acesso: '',
  local_devolucao: '',
  linhas: [emptyLine()],
});

/** The form filled with what an NF-e's XML said: nothing is stored until it is confirmed. */
export function fromPreview(preview: NfePreview): EntryValues {
  return {
    fornecedor: { nome: preview.fornecedor.nome, cnpj: formatCnpj(preview.fornecedor.cnpj) },
    nf_numero: preview.nf_numero,
    nf_serie: preview.nf_serie,
    nf_data: preview.nf_data,
    chave_acesso: preview.chave_acesso ?? '',
    local_devolucao: preview.local_devolucao ?? '',
    linhas: preview.linhas.map((line) => ({
      product_id: line.product_id ?? (line.combustivel ? FUEL_PREFIX + line.combustivel : ''),
      codigo_fornecedor: line.codigo_fornecedor,
      lote: line.lote ?? '',
      quantidade: decimalText(line.quantidade),
      unidade: line.unidade ?? '',
      custo_unitario_cents: formatDecimal(line.custo_unitario_cents / 100),
      fabricacao: line.fabricacao ?? '',
      validade: line.validade ?? '',
      embalagem: { tipo: '', capacidade: '' },
      nfe: {
        item: line.item,
        descricao: line.descricao,
        quantidade: `${decimalText(line.quantidade_nf)} ${line.unidade_nf}`,
        correspondencia: line.correspondencia ?? '',
      },
    })),
  };
}

/** Reais as typed → centavos; what cannot be read goes on as typed, for the contract to name. */
function centavos(text: string): unknown {
  const reais = parseDecimal(text.replace(/^\s*R\$\s*/, ''));
  if (reais === null) return undefined;
  return Number.isNaN(reais) ? text : Math.round(reais * 100);
}

/** The request's body of the entry's contract, from the form's values. */
export function toEntryBody(values: unknown): unknown {
  const v = values as EntryValues;
  if (!v || !Array.isArray(v.linhas)) return values;
  return {
    fornecedor: v.fornecedor,
    nf_numero: v.nf_numero,
    nf_serie: v.nf_serie,
    nf_data: v.nf_data,
    chave_acesso: v.chave_acesso || null,
    local_devolucao: v.local_devolucao,
    linhas: v.linhas.map((line) => {
      const fuel = line.product_id.startsWith(FUEL_PREFIX);
      const packaged = line.embalagem.tipo !== '' || line.embalagem.capacidade.trim() !== '';
      return {
        product_id: fuel ? null : line.product_id || null,
        combustivel: fuel ? line.product_id.slice(FUEL_PREFIX.length) : null,
        codigo_fornecedor: line.codigo_fornecedor,
        lote: line.lote,
        quantidade: line.quantidade,
        unidade: line.unidade || undefined,
        custo_unitario_cents: centavos(line.custo_unitario_cents),
        fabricacao: line.fabricacao,
        validade: line.validade,
        embalagem: packaged
          ? { tipo: line.embalagem.tipo || undefined, capacidade: line.embalagem.capacidade }
          : null,
      };
    }),
  };
}
