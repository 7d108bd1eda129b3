import { formatDecimal } from '../format.ts';
import { counted } from '../plural.ts';

/** A KPI's change against last month: '+50,5%', '−12,0%', '0,0%'; null → 'sem comparação'. */
export function formatChange(change: number | null): string {
  if (change === null) return 'sem comparação';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${formatDecimal(Math.abs(change), 1)}%`;
}

/** When a document expires, counted in days from today: 'vence em 3 dias', 'venceu há 1 dia'. */
export function documentDueText(days: number): string {
  if (days === 0) return 'vence hoje';
  const n = counted(Math.abs(days), 'dia', 'dias');
  return days > 0 ? `vence em ${n}` : `venceu há ${n}`;
}

// Made on its first use, as ../dates.ts says why.
let weekday: Intl.DateTimeFormat | undefined;

/** '2026-11-10' → 'ter., 10/11' (the agenda's days are calendar dates, read at noon UTC). */
export function formatWeekday(date: string): string {
  weekday ??= new Intl.DateTimeFormat('pt-BR', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return weekday.format(new Date(`${date}T12:00:00Z`));
}
