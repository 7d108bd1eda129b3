import { isNationalHoliday } from '../br/holidays.ts';
import { addDays, monthEnd, weekday } from '../dates.ts';
import { roundHalfUp, scaled } from './rates.ts';

/**
 * The days of the month starting on `competencia` that the weekly rest pays (Sundays and
 * national holidays, a holiday on a Sunday once) and the working days beside them (Monday to
 * Saturday that are not national holidays): Lei 605/1949 arts. 1º and 8º.
 */
export function restDays(competencia: string): { diasUteis: number; repousos: number } {
  let diasUteis = 0;
  let repousos = 0;
  for (let day = competencia; day <= monthEnd(competencia); day = addDays(day, 1)) {
    if (weekday(day) === 0 || isNationalHoliday(day)) repousos++;
    else diasUteis++;
  }
  return { diasUteis, repousos };
}

/**
 * The paid weekly rest (DSR) on the month's variable pay (Lei 605/1949 art. 7º a: the rest of
 * one who earns by the task is the week's pay divided by the days worked; Súmula 27 TST for
 * commissions, Súmula 172 TST for habitual overtime): variable ÷ working days × rest days,
 * exact and rounded half up once.
 */
export function dsr(variable: number, days: { diasUteis: number; repousos: number }): number {
  return roundHalfUp(scaled(variable, 0) * BigInt(days.repousos), BigInt(days.diasUteis));
}

/** The DSR line's reference: 'rest days/working days' of the month ('7/23'). */
export const dsrText = (days: { diasUteis: number; repousos: number }) =>
  `${days.repousos}/${days.diasUteis}`;
