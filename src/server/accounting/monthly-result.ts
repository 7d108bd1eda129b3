import { monthlyDepreciationCents } from '../../domain/accounting/depreciation.ts';
import { dreLineOf, type DreCategoryLine } from '../../domain/accounting/dre-lines.ts';
import {
  dreLines,
  dreMonthItems,
  type DreItem,
  type DreMonthSources,
  type DrePeriod,
} from '../../domain/accounting/dre.ts';
import type { TaxSetting } from '../../domain/accounting/tax-regime.ts';
import type { MonthlyResult } from '../../domain/accounting/report-contracts.ts';
import { financialPostings } from '../../domain/accounting/settlement.ts';
import type { CategoryKind, TitleSide } from '../../domain/accounting/values.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';
import { depreciableAircraft } from './depreciation.ts';
import { dreSourcesSql } from './dre-sql.ts';
import { taxSettingOf } from './tax-settings.ts';

type CategoryRow = {
  category_id: string;
  chave: string | null;
  nome: string;
  tipo: CategoryKind;
  linha_dre: DreCategoryLine | null;
  month: string;
  valor: string;
};
type StockCostRow = { item: 'insumos' | 'combustivel'; month: string; custo: string };
type SourcesRow = {
  categories: CategoryRow[] | null;
  stock: StockCostRow[] | null;
  charges: ChargesRow[] | null;
  tax: Parameters<typeof taxSettingOf>[0];
};
type ChargesRow = {
  lado: TitleSide;
  month: string;
  valor: string;
  juros: string;
  multa: string;
  desconto: string;
  tarifa: string;
};

/** The months from `first` to `last` ('YYYY-MM'), both included. */
function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let k = 0; monthAt(first, k).key <= last; k++) months.push(monthAt(first, k).key);
  return months;
}

/**
 * Each month's sources of the DRE from `first` to `last`, read in one pass per source: the
 * categories (from 12 months before `first`, for the Simples Nacional's RBT12), the stock's
 * cost, the payments' charges and the aircraft's depreciation.
 */
async function monthSources(
  db: Db,
  companyId: string,
  first: string,
  last: string,
): Promise<{ setting: TaxSetting; sources: Map<string, DreMonthSources> }> {
  const from = monthAt(first).from;
  const to = monthAt(last).to;
  const revenueFrom = monthAt(first, -12).from;
  const [row] = await queryPreparedRows<SourcesRow>(
    db,
    dreSourcesSql(companyId, revenueFrom, from, to),
  );
  const fleet = await depreciableAircraft(db, from);
  const categories = row?.categories ?? [];
  const stock = row?.stock ?? [];
  const charges = row?.charges ?? [];
  const sources = new Map<string, DreMonthSources>();
  const empty = (): DreMonthSources => ({
    categorias: [],
    consumo: { insumos_cents: 0, combustivel_cents: 0 },
    depreciacao_cents: 0,
    financeiro: [],
    rbt12_cents: 0,
  });
  const months = monthsFrom(first, last);
  for (const month of months)
    sources.set(month, {
      ...empty(),
      depreciacao_cents: fleet.reduce(
        (sum, plane) => sum + monthlyDepreciationCents(plane, month),
        0,
      ),
    });
  // Gross revenue per month (categories filed under receita bruta), for the RBT12.
  const gross = new Map<string, number>();
  for (const row of categories) {
    const valor = Number(row.valor);
    const month = sources.get(row.month);
    if (month) month.categorias.push({ ...row, valor_cents: valor });
    if (dreLineOf(row) === 'receita_bruta' && row.tipo === 'receita')
      gross.set(row.month, (gross.get(row.month) ?? 0) + valor);
  }
  for (const month of months) {
    const before = Array.from({ length: 12 }, (_, k) => monthAt(month, -12 + k).key);
    sources.get(month)!.rbt12_cents = before.reduce((sum, key) => sum + (gross.get(key) ?? 0), 0);
  }
  for (const row of stock) {
    const month = sources.get(row.month);
    if (month) month.consumo[`${row.item}_cents`] += Number(row.custo);
  }
  for (const row of charges) {
    const month = sources.get(row.month);
    if (!month) continue;
    const postings = financialPostings(row.lado, {
      valor_cents: Number(row.valor),
      juros_cents: Number(row.juros),
      multa_cents: Number(row.multa),
      desconto_cents: Number(row.desconto),
      tarifa_cents: Number(row.tarifa),
    });
    for (const posting of postings) {
      const found = month.financeiro.find((f) => f.linha === posting.linha);
      if (found) found.valor_cents += posting.valor_cents;
      else month.financeiro.push({ ...posting });
    }
  }
  return { setting: taxSettingOf(row?.tax), sources };
}

/**
 * The DRE of `mes` by competência (decision 033): the month, the year to date, and the same two
 * a year before, each month's items worked out by `dreMonthItems` under the company's tax regime.
 */
export async function loadMonthlyResult(
  db: Db,
  companyId: string,
  mes: string,
): Promise<MonthlyResult> {
  const month = monthAt(mes);
  const before = monthAt(mes, -12);
  const { setting, sources } = await monthSources(
    db,
    companyId,
    `${before.key.slice(0, 4)}-01`,
    month.key,
  );
  const itemsOf = (months: string[]) =>
    months.flatMap((key) => dreMonthItems(sources.get(key)!, setting));
  const periods: Record<DrePeriod, DreItem[]> = {
    mes: itemsOf([month.key]),
    acumulado: itemsOf(monthsFrom(`${month.key.slice(0, 4)}-01`, month.key)),
    mes_anterior: itemsOf([before.key]),
    acumulado_anterior: itemsOf(monthsFrom(`${before.key.slice(0, 4)}-01`, before.key)),
  };
  return {
    mes: month.key,
    comparacao_mes: before.key,
    regime: setting.regime,
    simples_anexo: setting.simples_anexo,
    linhas: dreLines(periods),
  };
}
