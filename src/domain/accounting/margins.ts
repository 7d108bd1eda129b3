import { monthsBetween } from './report-contracts.ts';

/** What an aircraft earned and cost over a period, in centavos, hectares and flight hours. */
export type MarginInput = {
  hectares: number;
  horas_voo: number;
  receita_cents: number;
  combustivel_cents: number;
  produtos_cents: number;
  manutencao_cents: number;
  seguro_cents: number;
  /** The pilots' pay allocated to it (pilot-pay.ts). */
  pilotos_cents: number;
  /** Its depreciation over the period (depreciation.ts). */
  depreciacao_cents: number;
};

/** Months an insurance policy is spread over, from its competência. */
export const INSURANCE_MONTHS = 12;

/**
 * The part of an insurance payable (`total` centavos, competência `competencia`) that falls in
 * the months `de`..`ate` ('YYYY-MM'): spread over 12 months from its competência as a title is
 * split into installments — equal parts, the remainder cent(s) on the 12th month. Worked out
 * without listing the months: a report weighs every policy of two years.
 */
export function insuranceShare(total: number, competencia: string, de: string, ate: string) {
  const months = Math.min(INSURANCE_MONTHS, total);
  const start = competencia.slice(0, 7);
  // The policy's months (0 = its competência's) that the period covers: first..last.
  const first = Math.max(0, monthsBetween(start, de) - 1);
  const last = Math.min(months - 1, monthsBetween(start, ate) - 1);
  if (last < first) return 0;
  const part = Math.floor(total / months);
  const remainder = total - part * months;
  return (last - first + 1) * part + (last === months - 1 ? remainder : 0);
}

/**
 * An aircraft's margin: revenue minus its direct costs (fuel, products, maintenance and parts,
 * the insurance share, the pilots' pay, its depreciation), and those costs and that margin per hectare and per
 * flight hour, rounded to the centavo — null when the period has no hectares or no flight hours.
 */
export function aircraftMargin(input: MarginInput) {
  const custos_cents =
    input.combustivel_cents +
    input.produtos_cents +
    input.manutencao_cents +
    input.seguro_cents +
    input.pilotos_cents +
    input.depreciacao_cents;
  const margem_cents = input.receita_cents - custos_cents;
  const per = (cents: number, amount: number) => (amount > 0 ? Math.round(cents / amount) : null);
  return {
    ...input,
    custos_cents,
    custo_por_hectare_cents: per(custos_cents, input.hectares),
    custo_por_hora_cents: per(custos_cents, input.horas_voo),
    margem_cents,
    margem_por_hectare_cents: per(margem_cents, input.hectares),
    margem_por_hora_cents: per(margem_cents, input.horas_voo),
  };
}

/**
 * The fleet's figures: each summed, the pilots' pay no flight took (`naoAlocado` centavos) added
 * to the pilots', the costs and margins per hectare and hour worked out again.
 */
export function fleetMargin(aircraft: MarginInput[], naoAlocado: number) {
  const sum = (field: keyof MarginInput) => aircraft.reduce((total, a) => total + a[field], 0);
  return aircraftMargin({
    hectares: Math.round(sum('hectares') * 100) / 100,
    horas_voo: Math.round(sum('horas_voo') * 10) / 10,
    receita_cents: sum('receita_cents'),
    combustivel_cents: sum('combustivel_cents'),
    produtos_cents: sum('produtos_cents'),
    manutencao_cents: sum('manutencao_cents'),
    seguro_cents: sum('seguro_cents'),
    pilotos_cents: sum('pilotos_cents') + naoAlocado,
    depreciacao_cents: sum('depreciacao_cents'),
  });
}
