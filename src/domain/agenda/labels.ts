import { MONTH_NAMES } from '../format.ts';
import { weekday } from '../dates.ts';
import { type AgendaView, weekStart } from './calendar.ts';
import { addDays } from '../dates.ts';

export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** Column headers of the month and week grids, Sunday first. */
export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

export const AGENDA_VIEW_LABELS: Record<AgendaView, string> = {
  mes: 'Mês',
  semana: 'Semana',
  dia: 'Dia',
};

const parts = (date: string) => ({
  day: Number(date.slice(8, 10)),
  month: MONTH_NAMES[Number(date.slice(5, 7)) - 1]!,
  year: date.slice(0, 4),
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '23 de novembro de 2026' */
export function longDate(date: string): string {
  const p = parts(date);
  return `${p.day} de ${p.month} de ${p.year}`;
}

/** The title of the period a view shows. */
export function periodLabel(view: AgendaView, date: string): string {
  if (view === 'dia') return capitalized(`${WEEKDAY_NAMES[weekday(date)]}, ${longDate(date)}`);
  if (view === 'mes') {
    const p = parts(date);
    return capitalized(`${p.month} de ${p.year}`);
  }
  const first = parts(weekStart(date));
  const last = parts(addDays(weekStart(date), 6));
  if (first.year !== last.year)
    return `${first.day} de ${first.month} de ${first.year} a ${last.day} de ${last.month} de ${last.year}`;
  if (first.month !== last.month)
    return `${first.day} de ${first.month} a ${last.day} de ${last.month} de ${last.year}`;
  return `${first.day} a ${last.day} de ${last.month} de ${last.year}`;
}
