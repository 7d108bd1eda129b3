import { plural } from '../plural.ts';

/** An operation holding an aircraft and a pilot on a day (scheduled or in progress). */
export type Booking = {
  id: string;
  numero: string;
  data: string;
  aircraft_id: string | null;
  pilot_id: string | null;
};

export type Conflict = { recurso: 'aeronave' | 'piloto'; booking: Booking };

/**
 * The bookings that clash with `candidate` on its day: the same aircraft or the same pilot.
 * An aircraft flies several jobs a day, so this warns rather than forbids (DESIGN §5 'Agenda').
 */
export function bookingConflicts(
  candidate: Pick<Booking, 'data' | 'aircraft_id' | 'pilot_id'> & { id?: string },
  bookings: Booking[],
): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const booking of bookings) {
    if (booking.id === candidate.id || booking.data !== candidate.data) continue;
    if (candidate.aircraft_id && booking.aircraft_id === candidate.aircraft_id)
      conflicts.push({ recurso: 'aeronave', booking });
    if (candidate.pilot_id && booking.pilot_id === candidate.pilot_id)
      conflicts.push({ recurso: 'piloto', booking });
  }
  return conflicts;
}

/** The warning when the aircraft has maintenance booked that day. */
export const MAINTENANCE_WARNING = 'A aeronave tem manutenção programada neste dia.';

/**
 * 'A aeronave já está agendada neste dia (operação 2026/0007).' — one sentence per resource,
 * and the maintenance warning when the aircraft is in the hangar that day.
 */
export function conflictWarnings(conflicts: Conflict[], aircraftInMaintenance = false): string[] {
  const numbers = (recurso: Conflict['recurso']) =>
    conflicts.filter((c) => c.recurso === recurso).map((c) => c.booking.numero);
  const sentence = (subject: string, list: string[]) =>
    `${subject} já está agendad${subject.startsWith('O ') ? 'o' : 'a'} neste dia (${plural(list.length, 'operação', 'operações')} ${list.join(', ')}).`;
  const warnings: string[] = [];
  const aircraft = numbers('aeronave');
  const pilot = numbers('piloto');
  if (aircraft.length) warnings.push(sentence('A aeronave', aircraft));
  if (pilot.length) warnings.push(sentence('O piloto', pilot));
  if (aircraftInMaintenance) warnings.push(MAINTENANCE_WARNING);
  return warnings;
}
