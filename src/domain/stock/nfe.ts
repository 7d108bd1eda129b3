import { onlyDigits } from '../br/documents.ts';
import { isCalendarDate } from '../dates.ts';
import type { QuantityUnit } from './values.ts';

/**
 * An NF-e (layout 4.00) as an entry needs it, read from the XML's element tree (`nfeProc` with
 * `NFe` and `protNFe`, or `NFe` alone): the issuer, number, series, date, access key, the
 * free-text field where the container return place is written, and each item with its lots
 * (`rastro`, which agrochemicals must carry).
 */
export type NfeDocument = {
  chave: string | null;
  numero: string;
  serie: string;
  data: string;
  emitente: { cnpj: string; nome: string };
  local_devolucao: string | null;
  itens: NfeItem[];
  /** The duplicatas of `cobr`: when and how much is to be paid (none: paid on delivery). */
  duplicatas: { vencimento: string; valor_cents: number }[];
};
export type NfeItem = {
  item: number;
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number;
  valor_unitario_cents: number;
  lotes: { lote: string; quantidade: number; fabricacao: string | null; validade: string | null }[];
};

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (isNode(value) && '#text' in value) return text(value['#text']);
  return null;
};

class NfeProblem extends Error {}

function child(node: unknown, name: string, where: string): Node {
  const value = isNode(node) ? node[name] : undefined;
  if (!isNode(value)) throw new NfeProblem(`falta o elemento ${name} dentro de ${where}`);
  return value;
}
function field(node: Node, name: string, where: string): string {
  const value = text(node[name]);
  if (!value) throw new NfeProblem(`falta ${name} em ${where}`);
  return value;
}
function number(node: Node, name: string, where: string): number {
  const raw = field(node, name, where);
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new NfeProblem(`${name} de ${where} não é um número: '${raw}'`);
  return value;
}
/** '2026-11-03T10:15:00-03:00' or '2026-11-03' → '2026-11-03'. */
function day(value: string | null): string | null {
  const date = value?.slice(0, 10) ?? null;
  return date && isCalendarDate(date) ? date : null;
}

/** The place of return as NF-e issuers usually write it in `infCpl`. */
export function returnPlaceOf(note: string | null): string | null {
  if (!note) return null;
  const match = /devolu[çc][ãa]o[^:]*?embalage[mn]s?[^:]*:\s*([^;|\n]+)/i.exec(note);
  return match ? match[1]!.trim().replace(/[.\s]+$/, '') || null : null;
}

/** Reads an NF-e's element tree; answers the document or, in pt-BR, what is wrong with it. */
export function readNfe(tree: unknown): { nfe: NfeDocument } | { problem: string } {
  try {
    const root = isNode(tree) && isNode(tree.nfeProc) ? tree.nfeProc : tree;
    if (!isNode(root) || !isNode(root.NFe))
      throw new NfeProblem('o arquivo não é uma NF-e (falta o elemento NFe)');
    const nfe = root.NFe;
    const inf = child(nfe, 'infNFe', 'NFe');
    const ide = child(inf, 'ide', 'infNFe');
    const emit = child(inf, 'emit', 'infNFe');
    const data = day(text(ide.dhEmi) ?? text(ide.dEmi));
    if (!data) throw new NfeProblem('falta a data de emissão (dhEmi) em ide');
    const prot = isNode(root) && isNode(root.protNFe) ? root.protNFe.infProt : undefined;
    const idAttribute = text(inf['@_Id']);
    const chave =
      onlyDigits((isNode(prot) && text(prot.chNFe)) || idAttribute || '').slice(-44) || null;
    const dets = list(inf.det);
    if (dets.length === 0) throw new NfeProblem('a nota não tem itens (det)');
    const itens = dets.map((det, index): NfeItem => {
      const where = `det ${index + 1}`;
      const prod = child(det, 'prod', where);
      const item = Number(isNode(det) ? text(det['@_nItem']) : null) || index + 1;
      return {
        item,
        codigo: field(prod, 'cProd', where),
        descricao: field(prod, 'xProd', where),
        unidade: field(prod, 'uCom', where),
        quantidade: number(prod, 'qCom', where),
        valor_unitario_cents: Math.round(number(prod, 'vUnCom', where) * 100),
        lotes: list(prod.rastro).map((rastro, r) => {
          const at = `rastro ${r + 1} de ${where}`;
          if (!isNode(rastro)) throw new NfeProblem(`${at} vazio`);
          return {
            lote: field(rastro, 'nLote', at),
            quantidade: number(rastro, 'qLote', at),
            fabricacao: day(text(rastro.dFab)),
            validade: day(text(rastro.dVal)),
          };
        }),
      };
    });
    const duplicatas = list(isNode(inf.cobr) ? inf.cobr.dup : undefined).map((dup, d) => {
      const at = `dup ${d + 1} de cobr`;
      if (!isNode(dup)) throw new NfeProblem(`${at} vazia`);
      const vencimento = day(text(dup.dVenc));
      if (!vencimento) throw new NfeProblem(`falta dVenc em ${at}`);
      return { vencimento, valor_cents: Math.round(number(dup, 'vDup', at) * 100) };
    });
    const adic = isNode(inf.infAdic) ? inf.infAdic : {};
    return {
      nfe: {
        chave: chave && chave.length === 44 ? chave : null,
        numero: String(Number(field(ide, 'nNF', 'ide'))),
        serie: String(Number(field(ide, 'serie', 'ide'))),
        data,
        emitente: {
          cnpj: onlyDigits(field(emit, 'CNPJ', 'emit')),
          nome: field(emit, 'xNome', 'emit'),
        },
        local_devolucao: returnPlaceOf(text(adic.infCpl)),
        itens,
        duplicatas,
      },
    };
  } catch (error) {
    if (error instanceof NfeProblem) return { problem: `NF-e inválida: ${error.message}.` };
    throw error;
  }
}

/** Our unit for an NF's commercial unit ('LT', 'KG', 'ML'…); null for packages ('UN', 'GL'). */
export function unitOfNfe(uCom: string): QuantityUnit | null {
  const unit = uCom.trim().toUpperCase().replace(/\.$/, '');
  if (['L', 'LT', 'LTS', 'LITRO', 'LITROS'].includes(unit)) return 'L';
  if (['ML', 'MILILITRO', 'MILILITROS'].includes(unit)) return 'mL';
  if (['KG', 'KGS', 'QUILO', 'QUILOS', 'QUILOGRAMA'].includes(unit)) return 'kg';
  if (['G', 'GR', 'GRAMA', 'GRAMAS'].includes(unit)) return 'g';
  return null;
}

/** A name as compared for matching: lower case, no accents, single spaces. */
export const matchKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The product an NF line names: the one whose name, compared without accents or case, starts
 * the line's description or equals it ('GLIFOSATO NORTOX 480 SL 20L' → 'Glifosato Nortox').
 * The longest such name wins; none when nothing fits.
 */
export function matchByName<T extends { nome: string }>(
  description: string,
  candidates: readonly T[],
) {
  const key = matchKey(description);
  let best: T | null = null;
  for (const candidate of candidates) {
    const name = matchKey(candidate.nome);
    if (!name || !(key === name || key.startsWith(`${name} `))) continue;
    if (!best || name.length > matchKey(best.nome).length) best = candidate;
  }
  return best;
}

/** The aviation fuel an NF line describes, if it is one. */
export function fuelOfNfe(description: string): 'avgas' | 'jet_a1' | 'etanol' | null {
  const key = matchKey(description);
  if (/\bavgas\b|gasolina de aviacao/.test(key)) return 'avgas';
  if (/\bjet a ?1\b|\bjet a\b|querosene de aviacao|\bqav\b/.test(key)) return 'jet_a1';
  if (/\betanol\b|\balcool\b.*\bhidratado\b/.test(key)) return 'etanol';
  return null;
}
