import type { LogbookFlight } from './contracts.ts';

/**
 * What a logbook flight notes, as the day on /frota and the PDF print it: its occurrences and,
 * for a correction, why it corrects its entry. Null when nothing.
 */
export const flightNotes = (flight: Pick<LogbookFlight, 'ocorrencias' | 'motivo_correcao'>) =>
  [flight.ocorrencias, flight.motivo_correcao && `Correção: ${flight.motivo_correcao}`]
    .filter(Boolean)
    .join(' · ') || null;
