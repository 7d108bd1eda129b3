import { describe, expect, it } from 'vitest';
import { bookingConflicts, conflictWarnings, type Booking } from './conflicts.ts';

const booking = (
  id: string,
  data: string,
  aircraft: string | null,
  pilot: string | null,
): Booking => ({
  id,
  numero: `2026/000${id}`,
  data,
  aircraft_id: aircraft,
  pilot_id: pilot,
});
const bookings = [
  booking('1', '2026-12-01', 'PT-AAA', 'joao'),
  booking('2', '2026-12-01', 'PT-BBB', 'maria'),
  booking('3', '2026-12-02', 'PT-AAA', 'joao'),
];

describe('bookingConflicts: the same aircraft or pilot on the same day', () => {
  it.each([
    ['a free day', { data: '2026-12-03', aircraft_id: 'PT-AAA', pilot_id: 'joao' }, []],
    [
      'the same aircraft',
      { data: '2026-12-01', aircraft_id: 'PT-AAA', pilot_id: 'ana' },
      ['aeronave:1'],
    ],
    [
      'the same pilot',
      { data: '2026-12-01', aircraft_id: 'PT-CCC', pilot_id: 'maria' },
      ['piloto:2'],
    ],
    [
      'both, with two operations',
      { data: '2026-12-01', aircraft_id: 'PT-AAA', pilot_id: 'maria' },
      ['aeronave:1', 'piloto:2'],
    ],
    ['no aircraft nor pilot chosen', { data: '2026-12-01', aircraft_id: null, pilot_id: null }, []],
    [
      'itself when moved',
      { id: '3', data: '2026-12-02', aircraft_id: 'PT-AAA', pilot_id: 'joao' },
      [],
    ],
  ])('%s', (_name, candidate, expected) => {
    expect(
      bookingConflicts(candidate, bookings).map((c) => `${c.recurso}:${c.booking.id}`),
    ).toEqual(expected);
  });
});

describe('conflictWarnings', () => {
  it('one sentence per resource, listing the operations', () => {
    const conflicts = bookingConflicts(
      { data: '2026-12-01', aircraft_id: 'PT-AAA', pilot_id: 'joao' },
      [...bookings, booking('4', '2026-12-01', 'PT-AAA', 'ana')],
    );
    expect(conflictWarnings(conflicts)).toEqual([
      'A aeronave já está agendada neste dia (operações 2026/0001, 2026/0004).',
      'O piloto já está agendado neste dia (operação 2026/0001).',
    ]);
  });
  it('nothing to say without conflicts', () => {
    expect(conflictWarnings([])).toEqual([]);
  });
  it('says when the aircraft is in maintenance', () => {
    expect(conflictWarnings([], true)).toEqual(['A aeronave tem manutenção programada neste dia.']);
  });
});
