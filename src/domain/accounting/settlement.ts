/**
 * Settling an installment: what a payment carries besides the principal, and the rules of its
 * date. Amounts are integer centavos.
 */
import { isBankBusinessDay } from '../br/holidays.ts';
import { addDays } from '../dates.ts';

/** A payment dated after today (São Paulo) is refused: a scheduled payment is another thing. */
export const FUTURE_PAYMENT = 'A data do pagamento não pode ser futura.';

/**
 * The first due date not yet late on `today`: an open installment due before it is overdue.
 * A due date on a Saturday, a Sunday or a day without bank business (src/domain/br/holidays.ts)
 * may be paid on the next bank business day without being late (Resolução CMN 4.880/2020;
 * FEBRABAN's calendar), so the days without bank business just before `today` are still on
 * time: on Monday, Saturday's and Sunday's due dates are not late; Friday's is.
 */
export function lateIfDueBefore(today: string): string {
  let first = today;
  while (!isBankBusinessDay(addDays(first, -1))) first = addDays(first, -1);
  return first;
}
