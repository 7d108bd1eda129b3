import { addDays, addMonths, weekday } from '../dates.ts';

/** Calendar arithmetic on 'YYYY-MM-DD' dates (weeks start on Sunday, as Brazilian calendars do). */

/** The Sunday that starts the week of `date`. */
export const weekStart = (date: string) => addDays(date, -weekday(date));

/** The seven days of the week of `date`. */
export const weekOf = (date: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

/** The weeks shown for the month of `date`: from the Sunday before the 1st to the Saturday after the last day. */
export function monthGrid(date: string): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7))
    weeks.push(weekOf(start));
  return weeks;
}

export const AGENDA_VIEWS = ['mes', 'semana', 'dia'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** The first and last day a view of `date` shows. */
export function viewRange(view: AgendaView, date: string): { de: string; ate: string } {
  if (view === 'dia') return { de: date, ate: date };
  if (view === 'semana') return { de: weekStart(date), ate: addDays(weekStart(date), 6) };
  const weeks = monthGrid(date);
  return { de: weeks[0]![0]!, ate: weeks.at(-1)![6]! };
}

/** The date the 'previous'/'next' buttons go to. */
export function stepView(view: AgendaView, date: string, direction: 1 | -1): string {
  if (view === 'dia') return addDays(date, direction);
  if (view === 'semana') return addDays(date, 7 * direction);
  return addMonths(date, direction);
}
