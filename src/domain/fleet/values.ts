import { labelled } from '../labelled.ts';

/**
 * The flights of a logbook (diário de bordo, ANAC Resolução nº 773/2025): applications come from
 * the concluded operations; the others are written by hand.
 */
export const { values: LOGBOOK_FLIGHT_KINDS, labels: LOGBOOK_FLIGHT_KIND_LABELS } = labelled({
  aplicacao: 'Aplicação',
  traslado: 'Traslado',
  instrucao: 'Instrução',
  teste_manutencao: 'Voo de teste de manutenção',
});
export type LogbookFlightKind = (typeof LOGBOOK_FLIGHT_KINDS)[number];

/** The flights written by hand (an application is its operation's). */
export const MANUAL_FLIGHT_KINDS = ['traslado', 'instrucao', 'teste_manutencao'] as const;

/** What falls due on an aircraft, by hours, by calendar or by cycles. */
export const { values: MAINTENANCE_KINDS, labels: MAINTENANCE_KIND_LABELS } = labelled({
  inspecao_50h: 'Inspeção de 50 h',
  inspecao_100h: 'Inspeção de 100 h',
  anual_iam: 'Inspeção anual (IAM)',
  tbo_motor: 'TBO do motor',
  tbo_helice: 'TBO da hélice',
  motores_drone: 'Horas dos motores (drone)',
  ciclos_bateria: 'Ciclos de bateria (drone)',
  outra: 'Outra',
});
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

/** Where an item stands: due later, within the company's warning, or past due. */
export const { values: DUE_STATES, labels: DUE_STATE_LABELS } = labelled({
  em_dia: 'Em dia',
  alerta: 'Vence em breve',
  vencida: 'Vencida',
});
export type DueState = (typeof DUE_STATES)[number];

/** The warnings a new item starts with, before the company sets its own. */
export const DEFAULT_WARNING = { horas: 10, dias: 15, ciclos: 20 } as const;

/** Aircraft per page of /frota. */
export const FLEET_PAGE_SIZE = 20;

/** How many of an aircraft's latest maintenance records and releases /frota shows. */
export const MAINTENANCE_HISTORY_SIZE = 50;
