import type { ProductUnit } from '../registers/values.ts';
import type { QuantityUnit } from './values.ts';

/** Each unit a quantity may be given in, as a multiple of the stock unit it belongs to. */
const UNITS: Record<QuantityUnit, { base: ProductUnit; factor: number }> = {
  L: { base: 'L', factor: 1 },
  mL: { base: 'L', factor: 0.001 },
  kg: { base: 'kg', factor: 1 },
  g: { base: 'kg', factor: 0.001 },
};

/** The stock unit a quantity's unit belongs to (mL → L, g → kg). */
export const stockUnitOf = (unit: QuantityUnit): ProductUnit => UNITS[unit].base;

/** Stock quantities keep 3 decimals (a millilitre, a gram). */
export const roundQuantity = (value: number) => Math.round((value + Number.EPSILON) * 1000) / 1000;

/** Whether a quantity in `unit` can be kept in stock of `stockUnit` (volume with volume…). */
export const unitFits = (unit: QuantityUnit, stockUnit: ProductUnit) =>
  UNITS[unit].base === stockUnit;

/**
 * A quantity given in `unit` in the stock unit (500 mL → 0,5 L; 2.500 g → 2,5 kg); null when
 * the units measure different things (litres of a product kept in kg).
 */
export function toStockUnit(quantity: number, unit: QuantityUnit, stockUnit: ProductUnit) {
  if (!unitFits(unit, stockUnit)) return null;
  return roundQuantity(quantity * UNITS[unit].factor);
}

/**
 * A unit cost per `unit` as the cost per stock unit, in whole centavos (R$ 0,05/mL →
 * R$ 50,00/L); null when the units do not fit.
 */
export function costPerStockUnit(cents: number, unit: QuantityUnit, stockUnit: ProductUnit) {
  if (!unitFits(unit, stockUnit)) return null;
  return Math.round(cents / UNITS[unit].factor);
}
