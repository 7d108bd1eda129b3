import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { DEFAULT_TRIAL_DAYS } from '../companies/values.ts';
import { daysBetween, SAO_PAULO_TIME_ZONE, todayInSaoPaulo } from '../dates.ts';

/**
 * Calendar days are counted in Brazil's official time, whatever the server's own time zone:
 * days are added and compared on São Paulo's calendar.
 */
const SAO_PAULO = tz(SAO_PAULO_TIME_ZONE);

/** `days` calendar days after `start` on São Paulo's calendar, as a plain Date. */
const addSaoPauloDays = (start: Date, days: number) =>
  new Date(addDays(start, days, { in: SAO_PAULO }).getTime());

export type TrialFields = {
  trial_start_date: Date | null;
  /**
   * 0 or null: the company has no trial (the spec's first sentence). Any other falsy value —
   * undefined (not loaded) or NaN — takes the default 7 days (its second sentence).
   */
  trial_duration_days: number | null | undefined;
  /**
   * When set (sign-up sets it; an admin may change it, spec part 2 §7 'PATCH companies') it is
   * the end of the trial and wins over start + duration — but only while there is a trial.
   */
  trial_ends_at: Date | null;
  created_at: Date;
};

/**
 * Spec part 1 §4: no trial when trial_duration_days is 0 or null; otherwise it runs from
 * trial_start_date (or the creation date) for that many days, 7 when the value is missing.
 */
export function trialEndDate(company: TrialFields): Date | null {
  const days = company.trial_duration_days;
  if (days === 0 || days === null) return null;
  if (company.trial_ends_at) return company.trial_ends_at;
  return addSaoPauloDays(
    company.trial_start_date ?? company.created_at,
    days || DEFAULT_TRIAL_DAYS,
  );
}

/**
 * Calendar days (São Paulo) from `now`'s date to `end`'s, negative once the end has passed.
 * Each date is read with one cached formatter: the session's answer and every mutation's
 * subscription gate ask it, and the zoned dates' arithmetic cost ~0.2 ms a request.
 */
const calendarDaysUntil = (end: Date, now: Date) =>
  daysBetween(todayInSaoPaulo(now), todayInSaoPaulo(end));

/**
 * Active while today (in São Paulo) is not after the end date: the whole last day counts,
 * up to 23:59:59.999 there, whatever the hour the trial started.
 */
export function isTrialActive(company: TrialFields, now: Date): boolean {
  const end = trialEndDate(company);
  if (!end) return false;
  return calendarDaysUntil(end, now) >= 0;
}

/** Whole calendar days (São Paulo) from today to the end date, never below 0: 0 on the last day. */
export function trialDaysRemaining(company: TrialFields, now: Date): number {
  const end = trialEndDate(company);
  if (!end) return 0;
  return Math.max(0, calendarDaysUntil(end, now));
}

/** The trial fields of a company signing up now. */
export function newTrial(now: Date) {
  return {
    trial_start_date: now,
    trial_duration_days: DEFAULT_TRIAL_DAYS,
    trial_ends_at: addSaoPauloDays(now, DEFAULT_TRIAL_DAYS),
  };
}

/** A trial e-mail goes out this many days before the end ('reminder')… */
export const TRIAL_REMINDER_DAYS_BEFORE = 2;
/** …and 'trial_expired' within this many days after it (older trials are left alone). */
export const TRIAL_EXPIRED_WINDOW_DAYS = 7;

/**
 * Which trial e-mail a company is due today (issue 7, job of 09:00 São Paulo): 'reminder' two
 * days before the end, 'trial_expired' once it is over — never to a subscribed company. The
 * job sends each type once per company (trial_email_logs).
 */
export function trialEmailDue(
  company: TrialFields & { subscription_status: string },
  now: Date,
): 'reminder' | 'trial_expired' | null {
  if (company.subscription_status === 'active') return null;
  const end = trialEndDate(company);
  if (!end) return null;
  const days = calendarDaysUntil(end, now);
  if (days === TRIAL_REMINDER_DAYS_BEFORE) return 'reminder';
  if (days < 0 && days >= -TRIAL_EXPIRED_WINDOW_DAYS) return 'trial_expired';
  return null;
}
