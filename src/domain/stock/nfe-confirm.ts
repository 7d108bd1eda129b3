import { documentCharacters, formatDocument } from '../br/documents.ts';
import { formatDate, formatDecimal } from '../format.ts';
import { formatBRL } from '../money.ts';
import type { EntryInput } from './contracts.ts';
import { nfeLotLines, type NfeDocument } from './nfe.ts';
import { stockUnitOf, toStockUnit } from './units.ts';

/** The stock's 3 decimals: quantities closer than this are the same. */
const SAME_QUANTITY = 0.0005;

/**
 * What of an entry confirmed from an NF-e differs from the NF-e's XML it was read from, by field
 * (empty when nothing does): the supplier, number, series, date, access key and addressee, the
 * lines (one per lot, in order), each one's value, and its quantity, lot, dates and supplier's
 * code wherever the XML gives them. What the XML leaves to the user (the product, a quantity in
 * a unit that is not ours, a lot code the NF lacks, the package) is not compared.
 */
export function nfeMismatches(entry: EntryInput, nfe: NfeDocument): Record<string, string> {
  const fields: Record<string, string> = {};
  const check = (field: string, same: boolean, text: string) => {
    if (!same) fields[field] = text;
  };
  const number = (value: string) => String(Number(value));
  check(
    'fornecedor.cnpj',
    documentCharacters(entry.fornecedor.cnpj) === documentCharacters(nfe.emitente.documento),
    `Emitente na NF-e: ${formatDocument(nfe.emitente.documento)}.`,
  );
  check('nf_numero', entry.nf_numero === number(nfe.numero), `Número na NF-e: ${nfe.numero}.`);
  check('nf_serie', entry.nf_serie === number(nfe.serie), `Série na NF-e: ${nfe.serie}.`);
  check('nf_data', entry.nf_data === nfe.data, `Data na NF-e: ${formatDate(nfe.data)}.`);
  check(
    'chave_acesso',
    (entry.chave_acesso ?? null) === nfe.chave,
    nfe.chave ? `Chave de acesso na NF-e: ${nfe.chave}.` : 'A NF-e não tem chave de acesso.',
  );
  const dest = nfe.destinatario?.documento ?? null;
  check(
    'nfe.destinatario',
    (entry.nfe?.destinatario ?? null) === dest,
    dest ? `Destinatário na NF-e: ${formatDocument(dest)}.` : 'A NF-e não tem destinatário.',
  );
  const lines = nfeLotLines(nfe);
  if (lines.length !== entry.linhas.length) {
    fields.linhas = `A NF-e tem ${lines.length} ${lines.length === 1 ? 'linha' : 'linhas'} (uma por lote).`;
    return fields;
  }
  lines.forEach(({ item, lot }, index) => {
    const line = entry.linhas[index]!;
    const at = (field: string) => `linhas.${index}.${field}`;
    check(
      at('valor_cents'),
      line.valor_cents === lot.custo_cents,
      `Valor da linha na NF-e: ${formatBRL(lot.custo_cents)}.`,
    );
    if (item.medida && lot.quantidade_medida !== null) {
      const base = stockUnitOf(item.medida.unidade);
      const typed = toStockUnit(line.quantidade, line.unidade, base);
      const written = toStockUnit(lot.quantidade_medida, item.medida.unidade, base)!;
      check(
        at('quantidade'),
        typed !== null && Math.abs(typed - written) < SAME_QUANTITY,
        `Quantidade na NF-e: ${formatDecimal(lot.quantidade_medida, 3)} ${item.medida.unidade}.`,
      );
    }
    if (lot.lote !== null) check(at('lote'), line.lote === lot.lote, `Lote na NF-e: ${lot.lote}.`);
    if (lot.validade)
      check(
        at('validade'),
        line.validade === lot.validade,
        `Validade na NF-e: ${formatDate(lot.validade)}.`,
      );
    if (lot.fabricacao)
      check(
        at('fabricacao'),
        line.fabricacao === lot.fabricacao,
        `Fabricação na NF-e: ${formatDate(lot.fabricacao)}.`,
      );
    if (item.codigo)
      check(
        at('codigo_fornecedor'),
        line.codigo_fornecedor === item.codigo,
        `Código do produto na NF-e: ${item.codigo}.`,
      );
  });
  return fields;
}
