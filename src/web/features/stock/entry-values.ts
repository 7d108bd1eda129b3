import { formatDocument } from '../../../domain/br/documents.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { parseCents, parseDecimal } from '../../../domain/decimal.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { entryTotalCents } from '../../../domain/stock/valuation.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { decimalText } from '../../lib/numbers.ts';

// The entry form holds what people type (pt-BR quantities, reais, dates), which the entry's
// contract reads; `toEntryBody` only gives each line the contract's shape.

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
  /**
   * What the line costs as the NF-e wrote it, in centavos (sent: the entry totals vNF, and the
   * unit cost is only shown); null for a line typed in.
   */
  valor_cents: number | null;
  /** What the NF-e said of the line (shown, never sent). */
  nfe: {
    item: number;
    descricao: string;
    quantidade: string;
    correspondencia: string;
    /** An agrotóxico whose product has no usual package: give it here. */
    embalagem_pendente?: boolean;
  } | null;
};

export type EntryValues = {
  fornecedor: { nome: string; cnpj: string };
  nf_numero: string;
  nf_serie: string;
  nf_data: string;
  chave_acesso: string;
  local_devolucao: string;
  linhas: EntryLineValues[];
  /** The NF's duplicatas: due date and reais, as typed. */
  vencimentos: { vencimento: string; valor_cents: string }[];
  /**
   * An NF-e's XML (sent back: the server reads it again), its addressee, and whether the user
   * confirmed it is not the company's (sent).
   */
  nfe: { xml: string; destinatario: string | null; destinatario_confirmado: boolean } | null;
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
  valor_cents: null,
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
  vencimentos: [],
  nfe: null,
});

/** The form filled with what an NF-e's XML said: nothing is stored until it is confirmed. */
export function fromPreview(preview: NfePreview, xml: string): EntryValues {
  return {
    fornecedor: { nome: preview.fornecedor.nome, cnpj: formatDocument(preview.fornecedor.cnpj) },
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
      valor_cents: line.valor_cents,
      nfe: {
        item: line.item,
        descricao: line.descricao,
        quantidade: `${decimalText(line.quantidade_nf)} ${line.unidade_nf}`,
        correspondencia: line.correspondencia ?? '',
        embalagem_pendente: line.embalagem_pendente,
      },
    })),
    vencimentos: preview.vencimentos.map((due) => ({
      vencimento: due.vencimento,
      valor_cents: formatDecimal(due.valor_cents / 100),
    })),
    nfe: {
      xml,
      destinatario: preview.destinatario?.documento ?? null,
      destinatario_confirmado: false,
    },
  };
}

/** The hint under an imported line's unit cost: what the NF-e charged for the whole line. */
export const lineValueHint = (cents: number) =>
  `Valor da linha na NF-e: ${formatBRL(cents)} (com frete, impostos e descontos).`;

/**
 * The request's body of the entry's contract, from the form's values as typed (the contract
 * reads reais, pt-BR quantities and dates itself). Only a line's shape is the form's own: one
 * select names its product or fuel, package fields left blank mean none (the product's usual
 * package), and what the NF-e said is only shown. Each field keeps its path, so the contract's
 * and the server's messages land on the fields they name.
 */
export function toEntryBody(values: unknown): unknown {
  const v = values as EntryValues;
  if (!v || !Array.isArray(v.linhas)) return values;
  return {
    ...v,
    linhas: v.linhas.map(({ product_id: item, embalagem, nfe: _, ...line }) => {
      const fuel = item.startsWith(FUEL_PREFIX);
      return {
        ...line,
        product_id: fuel ? null : item || null,
        combustivel: fuel ? item.slice(FUEL_PREFIX.length) : null,
        embalagem: embalagem.tipo || embalagem.capacidade.trim() ? embalagem : null,
      };
    }),
  };
}

/** A typed number, or zero while it is not one yet. */
const typed = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : value);

/** What the typed lines and installments come to, in centavos, as the contract will read them. */
export function typedTotals(values: Pick<EntryValues, 'linhas' | 'vencimentos'>) {
  return {
    itens: entryTotalCents(
      values.linhas.map((line) => ({
        quantidade: typed(parseDecimal(line.quantidade)),
        custo_unitario_cents: typed(parseCents(line.custo_unitario_cents)),
        valor_cents: line.valor_cents,
      })),
    ),
    parcelas: values.vencimentos.reduce((sum, due) => sum + typed(parseCents(due.valor_cents)), 0),
  };
}
