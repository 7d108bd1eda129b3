/**
 * An aircraft's monthly depreciation (issue 37 item 1): straight-line, from the month it was
 * acquired, over its useful life, down to its residual value (CPC 27 items 50–62; ITG 1000
 * items 27–28 for small companies). Amounts are integer centavos.
 */

/**
 * The useful life when the register names none: 120 months, the 10 % a year that the Receita
 * Federal's table of depreciation rates (IN RFB 1.700/2017, Anexo III, NCM 8802 — aviões)
 * accepts for aircraft.
 */
export const DEFAULT_AIRCRAFT_LIFE_MONTHS = 120;

/** What the aircraft register holds for it; without a cost or a date nothing is depreciated. */
export type DepreciableAsset = {
  custo_aquisicao_cents: number | null;
  /** 'YYYY-MM-DD'. */
  data_aquisicao: string | null;
  /** Null: zero. */
  valor_residual_cents: number | null;
  /** Null: DEFAULT_AIRCRAFT_LIFE_MONTHS. */
  vida_util_meses: number | null;
};

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
};

/**
 * The depreciation of `asset` in `month` ('YYYY-MM'). The month of acquisition is the first of
 * the life (the aircraft is in service from it) and counts whole; the amount to depreciate
 * (cost − residual value) is spread so that the months add up to it exactly: month k of n
 * carries round(base × k / n) − round(base × (k − 1) / n). Zero before the acquisition's month,
 * after the last month of the life, and when the register lacks the cost or the date.
 */
export function monthlyDepreciationCents(asset: DepreciableAsset, month: string): number {
  if (asset.custo_aquisicao_cents === null || asset.data_aquisicao === null) return 0;
  const base = asset.custo_aquisicao_cents - (asset.valor_residual_cents ?? 0);
  const life = asset.vida_util_meses ?? DEFAULT_AIRCRAFT_LIFE_MONTHS;
  const k = monthIndex(month) - monthIndex(asset.data_aquisicao.slice(0, 7)) + 1;
  if (base <= 0 || life <= 0 || k < 1 || k > life) return 0;
  return Math.round((base * k) / life) - Math.round((base * (k - 1)) / life);
}
