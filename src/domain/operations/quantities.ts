/**
 * Quantities of an operation. Areas carry 2 decimals (ha), doses 3 (L or kg per ha), flight
 * hours 1 (the horímetro's tenth of an hour); money is integer centavos.
 */

/** Total product for the treated area: area × dose, to the millilitre / gram (3 decimals). */
export function totalQuantity(areaHa: number, dosePerHa: number): number {
  // Integer arithmetic on hundredths × thousandths avoids binary-fraction drift (0.1 × 3).
  const area = Math.round(areaHa * 100);
  const dose = Math.round(dosePerHa * 1000);
  return Math.round((area * dose) / 100) / 1000;
}

/** Flight hours from the horímetro readings; null while either is missing. */
export function flightHours(start: number | null, end: number | null): number | null {
  if (start === null || end === null) return null;
  return Math.round((end - start) * 10) / 10;
}

/**
 * What the operation is worth (DESIGN §5): area × price per hectare, or flight hours × price
 * per hour, rounded to the centavo. Null when the quantity or the price is unknown.
 */
export function operationValueCents(input: {
  priceCents: number | null;
  priceUnit: 'ha' | 'hora' | null;
  areaHa: number | null;
  hours: number | null;
}): number | null {
  const { priceCents, priceUnit, areaHa, hours } = input;
  if (priceCents === null || priceUnit === null) return null;
  const quantity = priceUnit === 'ha' ? areaHa : hours;
  if (quantity === null) return null;
  return Math.round(quantity * priceCents);
}
