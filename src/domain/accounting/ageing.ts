import { daysBetween } from '../dates.ts';
import { lateIfDueBefore } from './settlement.ts';
import type { AgeingBucket } from './values.ts';

/** Whole calendar days from `due` to `today` ('YYYY-MM-DD'): 0 on the due date, negative before. */
export const daysOverdue = (due: string, today: string) => daysBetween(due, today);

/**
 * The ageing bucket of an open installment due on `due`, on `today` (São Paulo's calendar): not
 * yet due up to its due date (or the next bank business day after it, `lateIfDueBefore`), then
 * 1–30, 31–60, 61–90 and more than 90 days overdue.
 */
export function ageingBucket(due: string, today: string): AgeingBucket {
  if (due >= lateIfDueBefore(today)) return 'a_vencer';
  const days = daysOverdue(due, today);
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'd90_mais';
}
