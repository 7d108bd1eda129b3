import { roundHalfUp, scaled } from './rates.ts';

/** A pilot's commission: a value per hectare applied or per flight hour, and the month's totals. */
export type PilotCommissionInput = {
  base: 'hectare' | 'hora';
  valorCents: number;
  /** Up to 2 decimals. */
  hectares: number;
  /** Up to 2 decimals. */
  horasVoo: number;
};

/** The commission in centavos: the value × hectares or × flight hours, half up. */
export function pilotCommission(input: PilotCommissionInput): number {
  const quantity = input.base === 'hectare' ? input.hectares : input.horasVoo;
  return roundHalfUp(scaled(input.valorCents, 0) * scaled(quantity, 2), 100n);
}
