import { addMonths, daysBetween } from '../dates.ts';
import { counted, plural } from '../plural.ts';
import type { DueState } from './values.ts';

/** An item of maintenance: its intervals, when it was last done and the company's warning. */
export type MaintenanceItemTerms = {
  intervalo_horas: number | null;
  intervalo_meses: number | null;
  intervalo_ciclos: number | null;
  /** The aircraft's hours (horímetro, or a drone's flight hours) when it was last done. */
  ultima_horas: number | null;
  ultima_data: string | null;
  ultima_ciclos: number | null;
  alerta_horas: number;
  alerta_dias: number;
  alerta_ciclos: number;
};

/** How much the aircraft has run: hours (horímetro or flight time) and battery cycles. */
export type AircraftUsage = { horas: number; ciclos: number };

export type MaintenanceDue = {
  vence_horas: number | null;
  horas_restantes: number | null;
  vence_em: string | null;
  dias_restantes: number | null;
  vence_ciclos: number | null;
  ciclos_restantes: number | null;
  situacao: DueState;
};

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * When an item falls due and what is left, by each of its measures: hours since it was last done
 * (the horímetro), calendar months since then, battery cycles. Past due when the hours or cycles
 * are used up (nothing left) or the date has passed (the due day itself is still good); in warning
 * when what is left reaches the company's warning on any measure. A measure without its interval
 * or its last reading is not counted.
 */
export function maintenanceDue(
  item: MaintenanceItemTerms,
  usage: AircraftUsage,
  today: string,
): MaintenanceDue {
  const venceHoras =
    item.intervalo_horas !== null && item.ultima_horas !== null
      ? tenths(item.ultima_horas + item.intervalo_horas)
      : null;
  const horasRestantes = venceHoras === null ? null : tenths(venceHoras - usage.horas);
  const venceEm =
    item.intervalo_meses !== null && item.ultima_data !== null
      ? addMonths(item.ultima_data, item.intervalo_meses)
      : null;
  const diasRestantes = venceEm === null ? null : daysBetween(today, venceEm);
  const venceCiclos =
    item.intervalo_ciclos !== null && item.ultima_ciclos !== null
      ? item.ultima_ciclos + item.intervalo_ciclos
      : null;
  const ciclosRestantes = venceCiclos === null ? null : venceCiclos - usage.ciclos;

  const past =
    (horasRestantes !== null && horasRestantes <= 0) ||
    (diasRestantes !== null && diasRestantes < 0) ||
    (ciclosRestantes !== null && ciclosRestantes <= 0);
  const warned =
    (horasRestantes !== null && horasRestantes <= item.alerta_horas) ||
    (diasRestantes !== null && diasRestantes <= item.alerta_dias) ||
    (ciclosRestantes !== null && ciclosRestantes <= item.alerta_ciclos);
  return {
    vence_horas: venceHoras,
    horas_restantes: horasRestantes,
    vence_em: venceEm,
    dias_restantes: diasRestantes,
    vence_ciclos: venceCiclos,
    ciclos_restantes: ciclosRestantes,
    situacao: past ? 'vencida' : warned ? 'alerta' : 'em_dia',
  };
}

/** The worst of several states (an aircraft's, from its items). */
export const worstState = (states: readonly DueState[]): DueState =>
  states.includes('vencida') ? 'vencida' : states.includes('alerta') ? 'alerta' : 'em_dia';

/** 'Inspeção de 100 h: faltam 8,0 h, vence em 12 dias' — what an alert says of one item. */
export function dueText(nome: string, due: MaintenanceDue): string {
  const hours = (value: number) =>
    `${value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} h`;
  const parts: string[] = [];
  const left = (n: number, amount: (n: number) => string, usedUp: string) =>
    parts.push(
      n > 0
        ? `${plural(n, 'falta', 'faltam')} ${amount(n)}`
        : n === 0
          ? usedUp
          : `vencida há ${amount(-n)}`,
    );
  if (due.horas_restantes !== null) left(due.horas_restantes, hours, 'horas esgotadas');
  if (due.dias_restantes !== null)
    parts.push(
      due.dias_restantes >= 0
        ? `vence em ${counted(due.dias_restantes, 'dia', 'dias')}`
        : `vencida há ${counted(-due.dias_restantes, 'dia', 'dias')}`,
    );
  if (due.ciclos_restantes !== null)
    left(due.ciclos_restantes, (n) => counted(n, 'ciclo', 'ciclos'), 'ciclos esgotados');
  return `${nome}: ${parts.join(', ')}`;
}
