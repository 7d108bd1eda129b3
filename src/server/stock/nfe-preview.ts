import { eq } from 'drizzle-orm';
import type { NfePreview } from '../../domain/stock/response-contracts.ts';
import { OWES_CONTAINERS } from '../../domain/stock/containers.ts';
import {
  addressedToCompany,
  foreignAddresseeWarning,
  fuelOfNfe,
  itemLots,
  matchByName,
  packageWanted,
} from '../../domain/stock/nfe.ts';
import type { Db } from '../db/database.ts';
import { products, stockSettings, stockSupplierCodes, stockSuppliers } from '../db/schema/index.ts';
import { entryExists } from './entries.ts';
import { parseNfeXml } from './nfe-xml.ts';

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
    return itemLots(item).map((lot) => ({
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
