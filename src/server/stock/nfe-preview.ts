import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import type { NfePreview } from '../../domain/stock/response-contracts.ts';
import { OWES_CONTAINERS } from '../../domain/stock/containers.ts';
import {
  addressedToCompany,
  foreignAddresseeWarning,
  fuelOfNfe,
  matchByName,
  packageWanted,
  readNfe,
  type NfeDocument,
} from '../../domain/stock/nfe.ts';
import type { Db } from '../db/database.ts';
import { products, stockSettings, stockSupplierCodes, stockSuppliers } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { entryExists } from './entries.ts';

/** The deepest nesting of elements read. */
const MAX_NESTING = 40;

const parser = new XMLParser({
  maxNestedTags: MAX_NESTING,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

const invalid = (problem: string) =>
  new AppError('NFE_INVALID', { xml: problem }, `Não foi possível ler o XML da NF-e: ${problem}`);

/**
 * The XML's tree. An NF-e's elements nest a few levels (nfeProc › NFe › infNFe › det › prod ›
 * rastro); deeper is refused with a message, not the parser's own error (which would be a 500).
 */
function parsed(xml: string): unknown {
  try {
    return parser.parse(xml);
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message))
      throw invalid(
        `o XML aninha mais de ${MAX_NESTING} níveis de elementos; uma NF-e tem bem menos.`,
      );
    throw error;
  }
}

/**
 * Reads an NF-e's XML (fast-xml-parser; malformed XML is refused with its line), answering the
 * document or a 400 that names the problem.
 */
export function parseNfeXml(xml: string): NfeDocument {
  // An NF-e never declares a DOCTYPE; refusing one leaves no entity to expand.
  if (/<!DOCTYPE/i.test(xml)) throw invalid('o XML declara um DOCTYPE, que uma NF-e não tem.');
  const valid = XMLValidator.validate(xml);
  // The parser's own reason is English: the line and column alone say where.
  if (valid !== true) {
    const { line, col } = valid.err;
    throw invalid(`XML malformado na linha ${line}${col ? `, coluna ${col}` : ''}.`);
  }
  const read = readNfe(parsed(xml));
  if ('problem' in read) throw invalid(read.problem);
  return read.nfe;
}

/**
 * What an NF-e would enter, to confirm before anything is stored: each item (one line per lot
 * it carries) matched to a product by the supplier's remembered code, else by name, or to a
 * fuel; the quantity in our unit when the NF's commercial or taxable unit is one of ours; each
 * line's cost as the NF wrote it (its lines sum to vNF); whether the NF is addressed to the
 * company (`companyCnpj`); the agrotóxico lines that must give their package. Nothing is written.
 */
export async function previewNfe(
  db: Db,
  xml: string,
  companyCnpj: string | null,
): Promise<NfePreview> {
  const nfe = parseNfeXml(xml);
  const [supplier] = await db
    .select()
    .from(stockSuppliers)
    .where(eq(stockSuppliers.cnpj, nfe.emitente.documento));
  const codes = supplier
    ? await db
        .select()
        .from(stockSupplierCodes)
        .where(eq(stockSupplierCodes.supplier_id, supplier.id))
    : [];
  const catalogue = (
    await db
      .select({
        id: products.id,
        nome: products.nome_comercial,
        classe: products.classe,
        archived_at: products.archived_at,
        embalagem: stockSettings.embalagem_tipo,
      })
      .from(products)
      .leftJoin(stockSettings, eq(stockSettings.product_id, products.id))
  ).filter((product) => product.archived_at === null);
  const avisos: string[] = [];
  const duplicada = supplier ? await entryExists(db, supplier.id, nfe.serie, nfe.numero) : false;
  if (duplicada) avisos.push('Esta nota fiscal deste fornecedor já foi lançada no estoque.');
  const daEmpresa = addressedToCompany(nfe.destinatario?.documento ?? null, companyCnpj);
  if (!daEmpresa) avisos.push(foreignAddresseeWarning(nfe.destinatario, companyCnpj));
  const linhas = nfe.itens.flatMap((item) => {
    const code = codes.find((row) => row.codigo === item.codigo);
    const byName = code ? null : matchByName(item.descricao, catalogue);
    const fuel = code || byName ? null : fuelOfNfe(item.descricao);
    const match = {
      correspondencia: code ? ('codigo' as const) : byName ? ('nome' as const) : null,
      product_id: code?.product_id ?? byName?.id ?? null,
      combustivel: code?.combustivel ?? fuel,
    };
    const product = catalogue.find((row) => row.id === match.product_id);
    const embalagemPendente =
      !!product && OWES_CONTAINERS.has(product.classe) && !product.embalagem;
    if (!match.product_id && !match.combustivel)
      avisos.push(`Item ${item.item} (${item.descricao}): escolha o produto.`);
    if (!item.medida)
      avisos.push(
        `Item ${item.item}: unidade '${item.unidade}' — informe a quantidade em L, mL, kg ou g.`,
      );
    if (embalagemPendente) avisos.push(packageWanted(item.item, item.descricao));
    const lots = item.lotes.length
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
    return lots.map((lot) => ({
      item: item.item,
      codigo_fornecedor: item.codigo,
      descricao: item.descricao,
      unidade_nf: item.unidade,
      quantidade_nf: lot.quantidade,
      ...match,
      lote: lot.lote,
      fabricacao: lot.fabricacao,
      validade: lot.validade,
      quantidade: lot.quantidade_medida,
      unidade: item.medida?.unidade ?? null,
      custo_unitario_cents: lot.quantidade_medida
        ? Math.round(lot.custo_cents / lot.quantidade_medida)
        : item.valor_unitario_cents,
      valor_cents: lot.custo_cents,
      embalagem_pendente: embalagemPendente,
    }));
  });
  return {
    fornecedor: {
      nome: nfe.emitente.nome,
      cnpj: nfe.emitente.documento,
      supplier_id: supplier?.id ?? null,
    },
    nf_numero: nfe.numero,
    nf_serie: nfe.serie,
    nf_data: nfe.data,
    chave_acesso: nfe.chave,
    local_devolucao: nfe.local_devolucao,
    duplicada,
    total_cents: nfe.total_cents,
    destinatario: nfe.destinatario && { ...nfe.destinatario, da_empresa: daEmpresa },
    linhas,
    vencimentos: nfe.duplicatas,
    avisos,
  };
}
