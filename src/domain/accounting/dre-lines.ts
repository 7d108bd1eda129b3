import { labelled } from '../labelled.ts';
import type { CategoryKind } from './values.ts';

/**
 * The lines of the DRE (Lei 6.404/1976 art. 187; ITG 1000 for small companies) a category may
 * be filed under. Deductions and IRPJ/CSLL are computed from the company's tax regime: a
 * category filed under them holds the titles that pay those taxes, which are not counted again
 * (decision 033). Depreciation comes from the aircraft register and the consumption of stock
 * from the stock ledger, at lot cost.
 */
export const { values: DRE_CATEGORY_LINES, labels: DRE_CATEGORY_LINE_LABELS } = labelled({
  receita_bruta: 'Receita bruta de serviços',
  deducoes: 'Deduções da receita (tributos sobre a receita)',
  custo_insumos: 'Custo: defensivos e insumos',
  custo_combustivel: 'Custo: combustível',
  custo_mao_de_obra: 'Custo: mão de obra direta',
  custo_outros: 'Custo: outros custos dos serviços',
  despesas_operacionais: 'Despesas operacionais',
  resultado_financeiro: 'Resultado financeiro',
  irpj_csll: 'IRPJ e CSLL',
});
export type DreCategoryLine = (typeof DRE_CATEGORY_LINES)[number];

/** The line of each seeded category (by its `chave`); the company may move it in Configurações. */
const SEEDED_LINE: Record<string, DreCategoryLine> = {
  servicos: 'receita_bruta',
  outras_receitas: 'receita_bruta',
  combustivel: 'custo_combustivel',
  insumos: 'custo_insumos',
  manutencao: 'custo_outros',
  pecas: 'custo_outros',
  seguro: 'custo_outros',
  salarios: 'custo_mao_de_obra',
  hangar: 'despesas_operacionais',
  impostos: 'deducoes',
  administrativas: 'despesas_operacionais',
};

/**
 * A category's DRE line: the one the company chose, else its seeded category's, else by kind
 * (revenue is receita bruta, an expense an operating expense).
 */
export function dreLineOf(category: {
  linha_dre: DreCategoryLine | null;
  chave: string | null;
  tipo: CategoryKind;
}): DreCategoryLine {
  return (
    category.linha_dre ??
    SEEDED_LINE[category.chave ?? ''] ??
    (category.tipo === 'receita' ? 'receita_bruta' : 'despesas_operacionais')
  );
}
