import { comparePtBr, formatMonth } from '../format.ts';
import { dreLineOf, type DreCategoryLine } from './dre-lines.ts';
import { FINANCIAL_LINES, type FinancialLine } from './settlement.ts';
import { monthTaxes, TAX_LINE_NAMES, type TaxSetting } from './tax-regime.ts';
import { DEFAULT_CATEGORIES, type CategoryKind } from './values.ts';

/**
 * The DRE (demonstração do resultado do exercício) by competência, in the layout of Lei
 * 6.404/1976 art. 187 and ITG 1000's model for small companies (decision 033):
 *
 *   receita bruta − deduções = receita líquida
 *   − custo dos serviços prestados = lucro bruto
 *   − despesas operacionais ± resultado financeiro = resultado antes do IR/CSLL
 *   − IRPJ e CSLL = resultado líquido
 *
 * Amounts are signed centavos: what adds to the result is positive, what takes from it negative.
 */

/** What one month's DRE is made of, as the server reads it. */
export type DreMonthSources = {
  /**
   * Each category's titles of the month by competência — not those of stock entries (the stock
   * is an asset) — with the concluded operations' value in the category 'servicos'.
   */
  categorias: {
    category_id: string;
    chave: string | null;
    nome: string;
    tipo: CategoryKind;
    linha_dre: DreCategoryLine | null;
    valor_cents: number;
  }[];
  /** What the month's operations consumed from stock at lot cost, and the stock's other costs. */
  consumo: { insumos_cents: number; combustivel_cents: number };
  depreciacao_cents: number;
  /** The financial result's postings of the month's payments (`financialPostings`), summed by line. */
  financeiro: { linha: FinancialLine; valor_cents: number }[];
  /** The gross revenue of the 12 months before (the Simples Nacional's RBT12). */
  rbt12_cents: number;
};

/** The groups and results of the DRE, in its order. */
export const DRE_SECTIONS = {
  receita_bruta: { nome: 'Receita bruta de serviços', nivel: 'grupo' },
  deducoes: { nome: '(-) Deduções da receita bruta', nivel: 'grupo' },
  receita_liquida: { nome: '(=) Receita líquida', nivel: 'resultado' },
  custo_servicos: { nome: '(-) Custo dos serviços prestados', nivel: 'grupo' },
  lucro_bruto: { nome: '(=) Lucro bruto', nivel: 'resultado' },
  despesas_operacionais: { nome: '(-) Despesas operacionais', nivel: 'grupo' },
  resultado_financeiro: { nome: '(±) Resultado financeiro', nivel: 'grupo' },
  resultado_antes_ir: { nome: '(=) Resultado antes do IRPJ e da CSLL', nivel: 'resultado' },
  irpj_csll: { nome: '(-) IRPJ e CSLL', nivel: 'grupo' },
  resultado_liquido: { nome: '(=) Resultado líquido do período', nivel: 'resultado' },
} as const;
export type DreSection = keyof typeof DRE_SECTIONS;
const SECTION_ORDER = Object.keys(DRE_SECTIONS) as DreSection[];

/** One item of a month: under which group, its place in it, its name and signed amount. */
export type DreItem = {
  chave: string;
  secao: DreSection;
  ordem: number;
  nome: string;
  category_id: string | null;
  valor_cents: number;
};

/** Where a category's line puts it, and its place among the group's items. */
const PLACE: Record<DreCategoryLine, { secao: DreSection; ordem: number } | null> = {
  receita_bruta: { secao: 'receita_bruta', ordem: 0 },
  // Taxes are computed from the regime; a tax category's titles settle them (not counted again).
  deducoes: null,
  irpj_csll: null,
  custo_insumos: { secao: 'custo_servicos', ordem: 1 },
  custo_combustivel: { secao: 'custo_servicos', ordem: 3 },
  custo_mao_de_obra: { secao: 'custo_servicos', ordem: 4 },
  custo_outros: { secao: 'custo_servicos', ordem: 6 },
  despesas_operacionais: { secao: 'despesas_operacionais', ordem: 0 },
  resultado_financeiro: { secao: 'resultado_financeiro', ordem: 1 },
};
const seeded = new Map<string, number>(DEFAULT_CATEGORIES.map((c, i) => [c.chave, i]));
const FINANCIAL_ORDER = Object.keys(FINANCIAL_LINES) as FinancialLine[];

/** A category files under a tax line: its titles pay the taxes the DRE computes. */
export const isTaxLine = (linha: DreCategoryLine) => PLACE[linha] === null;

/** The items of one month's DRE (`setting`: the company's tax regime). */
export function dreMonthItems(sources: DreMonthSources, setting: TaxSetting): DreItem[] {
  const items: DreItem[] = [];
  for (const category of sources.categorias) {
    const place = PLACE[dreLineOf(category)];
    if (!place || category.valor_cents === 0) continue;
    items.push({
      chave: `categoria:${category.category_id}`,
      secao: place.secao,
      ordem: place.ordem * 100 + (seeded.get(category.chave ?? '') ?? 99),
      nome: category.nome,
      category_id: category.category_id,
      valor_cents: category.tipo === 'receita' ? category.valor_cents : -category.valor_cents,
    });
  }
  const computed = (
    chave: string,
    secao: DreSection,
    ordem: number,
    nome: string,
    valor: number,
  ) => {
    if (valor !== 0)
      items.push({ chave, secao, ordem, nome, category_id: null, valor_cents: valor });
  };
  const { insumos_cents, combustivel_cents } = sources.consumo;
  computed(
    'consumo:insumos',
    'custo_servicos',
    0,
    'Defensivos e insumos consumidos',
    -insumos_cents,
  );
  computed(
    'consumo:combustivel',
    'custo_servicos',
    200,
    'Combustível consumido',
    -combustivel_cents,
  );
  computed(
    'depreciacao',
    'custo_servicos',
    500,
    'Depreciação de aeronaves',
    -sources.depreciacao_cents,
  );
  for (const { linha, valor_cents } of sources.financeiro) {
    const { nome, tipo } = FINANCIAL_LINES[linha];
    const ordem = FINANCIAL_ORDER.indexOf(linha);
    computed(
      `financeiro:${linha}`,
      'resultado_financeiro',
      ordem,
      nome,
      tipo === 'receita' ? valor_cents : -valor_cents,
    );
  }
  const receitaBruta = items
    .filter((item) => item.secao === 'receita_bruta')
    .reduce((sum, item) => sum + item.valor_cents, 0);
  const taxes = monthTaxes(setting, receitaBruta, sources.rbt12_cents);
  for (const [index, tax] of taxes.deducoes.entries())
    computed(
      `imposto:${tax.chave}`,
      'deducoes',
      index,
      TAX_LINE_NAMES[tax.chave],
      -tax.valor_cents,
    );
  for (const [index, tax] of taxes.irpj_csll.entries())
    computed(
      `imposto:${tax.chave}`,
      'irpj_csll',
      index,
      TAX_LINE_NAMES[tax.chave],
      -tax.valor_cents,
    );
  return items;
}

/** The periods a DRE shows side by side: the month, the year to date, and both a year before. */
export const DRE_PERIODS = ['mes', 'acumulado', 'mes_anterior', 'acumulado_anterior'] as const;
export type DrePeriod = (typeof DRE_PERIODS)[number];
export type DreValues = Record<DrePeriod, number>;

/** A line of the DRE as answered: a group (its total), an item in it, or a result. */
export type DreLine = {
  chave: string;
  nome: string;
  nivel: 'grupo' | 'item' | 'resultado';
  category_id: string | null;
  valores: DreValues;
};

const zero = (): DreValues => ({ mes: 0, acumulado: 0, mes_anterior: 0, acumulado_anterior: 0 });

/**
 * The DRE's lines from each period's items (a period's items are its months' items together):
 * every group and result always, each group's items under it (in their place, then by name),
 * those with an amount in some period.
 */
export function dreLines(periods: Record<DrePeriod, DreItem[]>): DreLine[] {
  const sections = new Map(SECTION_ORDER.map((secao) => [secao, zero()]));
  const items = new Map<string, DreItem & { valores: DreValues }>();
  for (const period of DRE_PERIODS)
    for (const item of periods[period]) {
      const line = items.get(item.chave) ?? { ...item, valores: zero() };
      line.valores[period] += item.valor_cents;
      items.set(item.chave, line);
      sections.get(item.secao)![period] += item.valor_cents;
    }
  // Each result is what the groups above it add up to.
  let running = zero();
  const lines: DreLine[] = [];
  for (const secao of SECTION_ORDER) {
    const { nome, nivel } = DRE_SECTIONS[secao];
    if (nivel === 'resultado') {
      lines.push({ chave: secao, nome, nivel, category_id: null, valores: { ...running } });
      continue;
    }
    const total = sections.get(secao)!;
    running = Object.fromEntries(DRE_PERIODS.map((p) => [p, running[p] + total[p]])) as DreValues;
    lines.push({ chave: secao, nome, nivel, category_id: null, valores: total });
    const under = [...items.values()]
      .filter((item) => item.secao === secao && DRE_PERIODS.some((p) => item.valores[p] !== 0))
      .sort((a, b) => a.ordem - b.ordem || comparePtBr(a.nome, b.nome));
    for (const item of under)
      lines.push({
        chave: item.chave,
        nome: item.nome,
        nivel: 'item',
        category_id: item.category_id,
        valores: item.valores,
      });
  }
  return lines;
}

/** A line's values by its key (a group or result always exists). */
export const dreValue = (lines: DreLine[], chave: DreSection) =>
  lines.find((line) => line.chave === chave)!.valores;

/**
 * The headings of the four periods of the DRE of `mes` ('2026-11'): 'nov/2026',
 * 'jan a nov/2026', 'nov/2025', 'jan a nov/2025' (January's year to date is the month itself).
 */
export function drePeriodHeadings(mes: string): Record<DrePeriod, string> {
  const lastYear = `${Number(mes.slice(0, 4)) - 1}${mes.slice(4)}`;
  const toDate = (key: string) =>
    key.endsWith('-01') ? `jan/${key.slice(0, 4)}` : `jan a ${formatMonth(key)}`;
  return {
    mes: formatMonth(mes),
    acumulado: toDate(mes),
    mes_anterior: formatMonth(lastYear),
    acumulado_anterior: toDate(lastYear),
  };
}

/** A line's name as printed: items indented under their group. */
export const dreLineName = (line: Pick<DreLine, 'nome' | 'nivel'>) =>
  line.nivel === 'item' ? `    ${line.nome}` : line.nome;
