/**
 * DESIGN §5 'Estoque': what moves a product's stock. Quantities are signed (in + , out −), so a
 * balance is the sum of a product's movements:
 * - `entrada`: a purchase received (positive);
 * - `consumo`: what a concluded operation used, area × dose (negative);
 * - `ajuste`: a count corrected, with its reason (either sign);
 * - `estorno`: the reversal of another movement, which stays in the history (opposite sign),
 *   as when a concluded operation is reopened.
 */
export const STOCK_MOVEMENT_KINDS = ['entrada', 'consumo', 'ajuste', 'estorno'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
