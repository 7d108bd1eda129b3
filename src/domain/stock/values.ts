import { labelled } from '../labelled.ts';

/**
 * DESIGN §5 'Estoque': what moves a product's stock. Quantities are signed (in + , out −), so a
 * balance is the sum of a product's movements:
 * - `entrada`: a purchase received (positive);
 * - `consumo`: what a concluded operation used, area × dose, or the fuel a flight took (negative);
 * - `ajuste`: a count corrected, with its reason (either sign);
 * - `estorno`: the reversal of another movement, which stays in the history (opposite sign),
 *   as when a concluded operation is reopened.
 */
export const { values: STOCK_MOVEMENT_KINDS, labels: STOCK_MOVEMENT_KIND_LABELS } = labelled({
  entrada: 'Entrada',
  consumo: 'Consumo',
  ajuste: 'Ajuste',
  estorno: 'Estorno',
});
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** What a stock item is: a product of the register, or aviation fuel. */
export const STOCK_ITEM_KINDS = ['produto', 'combustivel'] as const;
export type StockItemKind = (typeof STOCK_ITEM_KINDS)[number];

/** Aviation fuels, in litres: AVGAS 100LL, Jet A-1 (turboprops) and etanol hidratado (Ipanema). */
export const { values: FUELS, labels: FUEL_LABELS } = labelled({
  avgas: 'AVGAS 100LL',
  jet_a1: 'Jet A-1',
  etanol: 'Etanol hidratado',
});
export type Fuel = (typeof FUELS)[number];

/**
 * Why a lot's quantity was adjusted by hand; every adjustment names one and explains it. An
 * expired lot, or one unfit for use, leaves stock only this way ('vencimento', 'descarte'):
 * never through an application (Lei 14.785/2023; Decreto 4.074/2002).
 */
export const { values: ADJUSTMENT_REASONS, labels: ADJUSTMENT_REASON_LABELS } = labelled({
  perda: 'Perda',
  vencimento: 'Vencimento',
  descarte: 'Descarte',
  inventario: 'Inventário',
  transferencia: 'Transferência',
});
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * Empty-container types of Lei 9.974/2000 and the inpEV system: rigid washable containers are
 * triple-rinsed before return; rigid non-washable and flexible ones go back in bags.
 */
export const { values: PACKAGE_TYPES, labels: PACKAGE_TYPE_LABELS } = labelled({
  rigida_lavavel: 'Rígida lavável',
  rigida_nao_lavavel: 'Rígida não lavável',
  flexivel: 'Flexível',
});
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Units a quantity may be given in; stock is kept in the product's unit (L or kg). */
export const QUANTITY_UNITS = ['L', 'mL', 'kg', 'g'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** How a stock alert is classified (DESIGN §5 'Dashboard' alerts). */
export const STOCK_ALERT_KINDS = [
  'estoque_baixo',
  'lote_vencido',
  'lote_vencendo',
  'embalagens_vencidas',
  'embalagens_vencendo',
  'consumo_sem_saldo',
] as const;
export type StockAlertKind = (typeof STOCK_ALERT_KINDS)[number];

/** Days before a lot's expiry (or a container's return date) that it is announced. */
export const EXPIRY_WARNING_DAYS = 30;

/** How a container obligation stands on a given day. */
export const CONTAINER_STATUSES = ['em_dia', 'vence_em_breve', 'vencida', 'devolvida'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** What the office does with consumption a conclusion could not take from stock. */
export const SHORTFALL_RESOLUTIONS = ['baixar', 'dispensar'] as const;
export type ShortfallResolution = (typeof SHORTFALL_RESOLUTIONS)[number];

/**
 * Why a conclusion could not take a quantity from stock: no lot held it ('sem_saldo'), or only
 * lots expired on the application's date did ('lote_vencido': an expired agrotóxico is never
 * applied — Lei 14.785/2023, Decreto 4.074/2002 — and leaves stock by an adjustment).
 */
export const SHORTFALL_REASONS = ['sem_saldo', 'lote_vencido'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];
export const SHORTFALL_REASON_LABELS: Record<ShortfallReason, string> = {
  sem_saldo: 'sem saldo',
  lote_vencido: 'lote vencido',
};
