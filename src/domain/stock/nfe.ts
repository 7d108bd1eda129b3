import { documentCharacters, formatDocument, onlyDigits } from '../br/documents.ts';
import { isCalendarDate } from '../dates.ts';
import { spreadCents } from './nfe-costs.ts';
import { roundQuantity } from './units.ts';
import type { QuantityUnit } from './values.ts';

/**
 * An NF-e (layout 4.00, with the groups of 2026) as an entry needs it, read from the XML's
 * element tree (`nfeProc` with `NFe` and `protNFe`, or `NFe` alone): the issuer (CNPJ, or the CPF
 * of a producer who issues NF-e), the addressee, number, series, date, access key, the free-text
 * field where the container return place is written, the total (`vNF`) and each item with its
 * lots (`rastro`, which agrochemicals must carry). Groups it does not use (the IBS/CBS of the
 * reforma tributária, whatever a later technical note adds) are passed over, never refused.
 */
export type NfeDocument = {
  chave: string | null;
  numero: string;
  serie: string;
  data: string;
  /** `documento`: the CNPJ's 14 characters (alphanumeric since 2026: uppercase) or the CPF's 11 digits. */
  emitente: { documento: string; nome: string };
  /** Whom the NF is addressed to (`dest`): CNPJ, CPF or a foreigner's id; null without `dest`. */
  destinatario: { documento: string | null; nome: string | null } | null;
  local_devolucao: string | null;
  /** `vNF`, in centavos (the items' costs summed when the file has no total). */
  total_cents: number;
  itens: NfeItem[];
  /** The duplicatas of `cobr`: when and how much is to be paid (none: paid on delivery). */
  duplicatas: { vencimento: string; valor_cents: number }[];
};
export type NfeItem = {
  item: number;
  codigo: string;
  descricao: string;
  /** The commercial unit and quantity (`uCom`, `qCom`), as sold: 'GL', 'UN', 'LT'… */
  unidade: string;
  quantidade: number;
  valor_unitario_cents: number;
  /**
   * The quantity in one of our units: `uCom`'s when it is one, else the taxable unit's
   * (`uTrib`/`qTrib`: 4 GL that are 20 L); null when neither unit is ours.
   */
  medida: { unidade: QuantityUnit; quantidade: number } | null;
  /** `vProd` as written, in centavos (qCom × vUnCom only when the file has no vProd). */
  valor_cents: number;
  /**
   * What the item cost: `vProd` with its freight, insurance, other costs, IPI, II and ICMS-ST
   * (with FCP-ST), less its discount, as the item carries them, and its share of whatever else
   * makes up `vNF` (see `itemCosts`). The items' costs sum to `vNF`.
   */
  custo_cents: number;
  lotes: NfeLot[];
};
export type NfeLot = {
  lote: string;
  /** `qLote` as written. */
  quantidade: number;
  fabricacao: string | null;
  validade: string | null;
  /** The lot's quantity in the item's `medida` unit (null with no medida). */
  quantidade_medida: number | null;
  /** The lot's part of the item's cost, by quantity (largest remainder: lots sum to the item). */
  custo_cents: number;
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

/** An optional amount in reais (`vFrete`, `vIPI`…) as centavos; 0 when absent. */
function cents(node: unknown, name: string, where: string): number {
  if (!isNode(node) || text(node[name]) === null || text(node[name]) === '') return 0;
  return Math.round(number(node, name, where) * 100);
}
/** The one group a choice element holds (`ICMS` › `ICMS10`, `ICMSSN900`…), whatever its name. */
const chosen = (node: unknown): unknown =>
  isNode(node) ? Object.values(node).find((value) => isNode(value)) : undefined;
const childOf = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);

/**
 * What an item adds to `vNF` beyond its `vProd`, as the item itself carries it (SEFAZ checks that
 * the totals are these sums): freight, insurance and other costs less the discount (`prod`), IPI
 * (`IPITrib`), import tax (`II`), ICMS-ST and FCP-ST (the `ICMS` group's choice), IPI returned
 * (`impostoDevol`). Tax that is not in `vNF` (ICMS, PIS, COFINS, IBS, CBS) stays out.
 */
function itemExtras(det: Node, prod: Node, where: string): number {
  const imposto = childOf(det, 'imposto');
  const icms = chosen(childOf(imposto, 'ICMS'));
  return (
    cents(prod, 'vFrete', where) +
    cents(prod, 'vSeg', where) +
    cents(prod, 'vOutro', where) -
    cents(prod, 'vDesc', where) +
    cents(childOf(childOf(imposto, 'IPI'), 'IPITrib'), 'vIPI', where) +
    cents(childOf(imposto, 'II'), 'vII', where) +
    cents(icms, 'vICMSST', where) +
    cents(icms, 'vFCPST', where) +
    cents(childOf(childOf(det, 'impostoDevol'), 'IPI'), 'vIPIDevol', where)
  );
}

/**
 * Each item's cost so that the items sum to `vNF` to the centavo: its `vProd` and its own
 * extras (`itemExtras`), then whatever of `vNF` is left over (a total the items do not itemise,
 * such as a deducted ICMS desonerado) spread over the items in proportion to their `vProd`,
 * whole centavos by the largest remainder (`spreadCents`). An item whose value is not in `vNF`
 * (`indTot` 0: `fora_do_total`) costs only its own extras and takes no share.
 */
export function itemCosts(
  items: readonly { valor_cents: number; extras_cents: number; fora_do_total?: boolean }[],
  total: number | null,
): number[] {
  const base = items.map((item) => (item.fora_do_total ? 0 : item.valor_cents));
  const own = items.map((item, index) => base[index]! + item.extras_cents);
  if (total === null) return own;
  const left = total - own.reduce((sum, cost) => sum + cost, 0);
  const shares = spreadCents(left, base);
  return own.map((cost, index) => cost + shares[index]!);
}

/** The document (CNPJ or CPF, or a foreigner's id) a party of the NF is named by. */
const documentOf = (party: Node) => {
  const cnpj = text(party.CNPJ);
  if (cnpj) return documentCharacters(cnpj);
  const cpf = text(party.CPF);
  if (cpf) return onlyDigits(cpf);
  return text(party.idEstrangeiro) || null;
};

type ReadItem = Omit<NfeItem, 'custo_cents' | 'lotes'> & {
  extras_cents: number;
  fora_do_total: boolean;
  lotes: Omit<NfeLot, 'custo_cents'>[];
};

function readItem(det: unknown, index: number): ReadItem {
  const where = `det ${index + 1}`;
  const prod = child(det, 'prod', where);
  const item = Number(isNode(det) ? text(det['@_nItem']) : null) || index + 1;
  const unidade = field(prod, 'uCom', where);
  const quantidade = number(prod, 'qCom', where);
  const unitario = number(prod, 'vUnCom', where);
  const medida = measureOf(prod, unidade, quantidade, where);
  const lots = list(prod.rastro).map((rastro, r) => {
    const at = `rastro ${r + 1} de ${where}`;
    if (!isNode(rastro)) throw new NfeProblem(`${at} vazio`);
    return {
      lote: field(rastro, 'nLote', at),
      quantidade: number(rastro, 'qLote', at),
      fabricacao: day(text(rastro.dFab)),
      validade: day(text(rastro.dVal)),
    };
  });
  // qLote is in the commercial unit, as issuers write it; in the taxable one when the lots
  // already sum to qTrib.
  const lotTotal = lots.reduce((sum, lot) => sum + lot.quantidade, 0);
  const factor =
    !medida || Math.abs(lotTotal - medida.quantidade) < 0.0005 ? 1 : medida.quantidade / quantidade;
  return {
    item,
    codigo: field(prod, 'cProd', where),
    descricao: field(prod, 'xProd', where),
    unidade,
    quantidade,
    valor_unitario_cents: Math.round(unitario * 100),
    medida,
    valor_cents:
      text(prod.vProd) !== null
        ? Math.round(number(prod, 'vProd', where) * 100)
        : Math.round(quantidade * unitario * 100),
    extras_cents: itemExtras(isNode(det) ? det : {}, prod, where),
    fora_do_total: text(prod.indTot) === '0',
    lotes: lots.map((lot) => ({
      ...lot,
      quantidade_medida: medida ? roundQuantity(lot.quantidade * factor) : null,
    })),
  };
}

/** The item's quantity in one of our units: the commercial one, else the taxable one. */
function measureOf(prod: Node, unidade: string, quantidade: number, where: string) {
  const commercial = unitOfNfe(unidade);
  if (commercial) return { unidade: commercial, quantidade };
  const taxable = text(prod.uTrib);
  const unit = taxable ? unitOfNfe(taxable) : null;
  if (!unit) return null;
  const amount = number(prod, 'qTrib', where);
  return amount > 0 ? { unidade: unit, quantidade: roundQuantity(amount) } : null;
}

/** The item's cost over its lots, by their quantity (largest remainder). */
function costLots(item: ReadItem, cost: number): NfeItem {
  const { extras_cents: _, fora_do_total: __, lotes, ...rest } = item;
  const shares = spreadCents(
    cost,
    lotes.map((lot) => Math.round((lot.quantidade_medida ?? lot.quantidade) * 1000)),
  );
  return {
    ...rest,
    custo_cents: cost,
    lotes: lotes.map((lot, index) => ({ ...lot, custo_cents: shares[index]! })),
  };
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
    // The key carries the issuer's CNPJ, alphanumeric since 2026 (IN RFB 2.229/2024).
    const chave =
      documentCharacters((isNode(prot) && text(prot.chNFe)) || idAttribute || '').slice(-44) ||
      null;
    const emitente = documentOf(emit);
    if (!emitente) throw new NfeProblem('falta CNPJ ou CPF em emit');
    const dets = list(inf.det);
    if (dets.length === 0) throw new NfeProblem('a nota não tem itens (det)');
    const read = dets.map(readItem);
    const totals = childOf(inf.total, 'ICMSTot');
    const total = isNode(totals) && text(totals.vNF) ? cents(totals, 'vNF', 'ICMSTot') : null;
    const costs = itemCosts(read, total);
    const itens = read.map((item, index) => costLots(item, costs[index]!));
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
        emitente: { documento: emitente, nome: field(emit, 'xNome', 'emit') },
        destinatario: isNode(inf.dest)
          ? { documento: documentOf(inf.dest), nome: text(inf.dest.xNome) || null }
          : null,
        local_devolucao: returnPlaceOf(text(adic.infCpl)),
        total_cents: total ?? itens.reduce((sum, item) => sum + item.custo_cents, 0),
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

/** A CNPJ or CPF as compared: its letters and digits, upper case (the alphanumeric CNPJ too). */
const documentKey = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * Whether an NF-e addressed to `destinatario` is the company's: its CNPJ, and the company has
 * one. A company without a CNPJ on record cannot tell, so it is asked like any other.
 */
export const addressedToCompany = (destinatario: string | null, companyCnpj: string | null) =>
  !!destinatario && !!companyCnpj && documentKey(destinatario) === documentKey(companyCnpj);

/** The preview's warning when the NF is not addressed to the company. */
export function foreignAddresseeWarning(
  destinatario: { documento: string | null; nome: string | null } | null,
  companyCnpj: string | null,
): string {
  const whom = destinatario?.documento
    ? `${destinatario.nome ?? 'outro destinatário'} (${formatDocument(destinatario.documento)})`
    : 'destinatário não identificado';
  return companyCnpj
    ? `Esta nota é destinada a ${whom}, não ao CNPJ da sua empresa (${formatDocument(companyCnpj)}). Confira antes de confirmar a entrada.`
    : `Esta nota é destinada a ${whom}; sua empresa não tem CNPJ em Perfil para conferir. Confira antes de confirmar a entrada.`;
}

/** The warning of an agrotóxico line whose product has no usual package (Lei 9.974/2000). */
export const packageWanted = (item: number, descricao: string) =>
  `Item ${item} (${descricao}): agrotóxico sem embalagem padrão — informe o tipo e o conteúdo da embalagem, para as embalagens vazias a devolver.`;

/** An item's lots (`rastro`), or one lot of the whole item when it carries none. */
export const itemLots = (item: NfeItem): (Omit<NfeLot, 'lote'> & { lote: string | null })[] =>
  item.lotes.length
    ? item.lotes
    : [
        {
          lote: null,
          quantidade: item.quantidade,
          fabricacao: null,
          validade: null,
          quantidade_medida: item.medida?.quantidade ?? null,
          custo_cents: item.custo_cents,
        },
      ];

/**
 * The entry's lines an NF-e makes, in order: one per lot of each item, with the lot's quantity
 * in our unit (null when the NF's units are not ours) and its part of the item's cost. The
 * preview shows them; a confirmation is checked against them.
 */
export const nfeLotLines = (nfe: NfeDocument) =>
  nfe.itens.flatMap((item) => itemLots(item).map((lot) => ({ item, lot })));
