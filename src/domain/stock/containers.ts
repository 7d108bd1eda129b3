import { addDays, addMonths } from '../dates.ts';
import { EXPIRY_WARNING_DAYS, type ContainerStatus } from './values.ts';

/**
 * The day empty containers are due back: one year after the purchase (Lei 9.974/2000 and
 * Decreto 4.074/2002, art. 53), the NF's date; a purchase on 29 February is due on 28 February.
 */
export function containerDueDate(purchase: string): string {
  return addMonths(purchase, 12);
}

/** How many containers a quantity bought in packages of `size` fills (a partial one counts). */
export function containersFor(quantity: number, size: number): number {
  return Math.ceil(Math.round((quantity / size) * 1000) / 1000);
}

/**
 * An obligation on `today`: returned when nothing is owed any more, overdue after its due
 * date, due soon within 30 days of it.
 */
export function containerStatus(
  owed: number,
  dueDate: string,
  today: string,
  warningDays = EXPIRY_WARNING_DAYS,
): ContainerStatus {
  if (owed <= 0) return 'devolvida';
  if (dueDate < today) return 'vencida';
  if (dueDate <= addDays(today, warningDays)) return 'vence_em_breve';
  return 'em_dia';
}

/**
 * Product classes that are agrotóxicos, whose empty containers go back to a receiving unit (Lei
 * 9.974/2000): an entry of one must say how it is packaged, never owe nothing by silence.
 */
export const OWES_CONTAINERS: ReadonlySet<string> = new Set([
  'herbicida',
  'inseticida',
  'fungicida',
  'acaricida',
  'biologico',
]);

/** The field message of an agrotóxico line with no package and no usual package. */
export const PACKAGE_REQUIRED =
  'Agrotóxico sem embalagem padrão: informe o tipo e o conteúdo da embalagem.';
