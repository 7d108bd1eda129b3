import { describe, expect, it } from 'vitest';
import { breakText, horimetroBreaks, type HorimetroFlight } from './horimetro.ts';

const flight = (
  key: string,
  data: string,
  inicio: number | null,
  fim: number | null,
  hora: string | null = null,
): HorimetroFlight => ({ key, data, hora, horimetro_inicio: inicio, horimetro_fim: fim });

// ANAC Resolução nº 773/2025: the diário de bordo records each flight's hours continuously; each
// record's start is the previous record's end. What breaks the chain is flagged, never refused.
describe('horimetroBreaks: the horímetro continuous from one record to the next', () => {
  it.each([
    ['no flight', [], []],
    ['a single flight', [flight('a', '2026-11-10', 1520.3, 1522.1)], []],
    [
      'continuous over two days: 1522,1 → 1522,1 and 1523,0 → 1523,0',
      [
        flight('a', '2026-11-10', 1520.3, 1522.1),
        flight('b', '2026-11-10', 1522.1, 1523.0),
        flight('c', '2026-11-11', 1523.0, 1524.4),
      ],
      [],
    ],
    [
      // 1522,5 − 1522,1 = 0,4 h flown and not recorded.
      'a gap of 0,4 h',
      [flight('a', '2026-11-10', 1520.3, 1522.1), flight('b', '2026-11-11', 1522.5, 1523.0)],
      [
        {
          key: 'b',
          anterior: 'a',
          tipo: 'lacuna',
          fim_anterior: 1522.1,
          inicio: 1522.5,
          diferenca: 0.4,
        },
      ],
    ],
    [
      // 1521,8 − 1522,1 = −0,3 h recorded twice.
      'an overlap of 0,3 h',
      [flight('a', '2026-11-10', 1520.3, 1522.1), flight('b', '2026-11-10', 1521.8, 1523.0)],
      [
        {
          key: 'b',
          anterior: 'a',
          tipo: 'sobreposicao',
          fim_anterior: 1522.1,
          inicio: 1521.8,
          diferenca: -0.3,
        },
      ],
    ],
    [
      'read in order of day and reading, whatever the order given',
      [flight('c', '2026-11-11', 1523.0, 1524.0), flight('a', '2026-11-10', 1520.3, 1523.0)],
      [],
    ],
    [
      'a flight without its readings (a drone, or not yet written) stays out of the chain',
      [
        flight('a', '2026-11-10', 1520.3, 1522.1),
        flight('x', '2026-11-10', null, null),
        flight('b', '2026-11-10', 1522.1, 1523.0),
      ],
      [],
    ],
    [
      // 0,1 + 0,2 is 0,30000000000000004 in floating point: compared in tenths, no false gap.
      'tenths compared exactly',
      [flight('a', '2026-11-10', 0.1, 0.3), flight('b', '2026-11-10', 0.1 + 0.2, 0.5)],
      [],
    ],
  ])('%s', (_, flights, expected) => {
    expect(horimetroBreaks(flights)).toEqual(expected);
  });

  it.each([
    [
      {
        key: 'b',
        anterior: 'a',
        tipo: 'lacuna',
        fim_anterior: 1522.1,
        inicio: 1522.5,
        diferenca: 0.4,
      },
      'Lacuna de 0,4 h no horímetro (1.522,1 → 1.522,5).',
    ],
    [
      {
        key: 'b',
        anterior: 'a',
        tipo: 'sobreposicao',
        fim_anterior: 1522.1,
        inicio: 1521.8,
        diferenca: -0.3,
      },
      'Sobreposição de 0,3 h no horímetro (1.522,1 → 1.521,8).',
    ],
  ] as const)('says %o as %s', (b, text) => {
    expect(breakText(b)).toBe(text);
  });
});

// The chain does not start again with each period read: the period's first flight continues
// from the last record before it (decision 045).
describe('horimetroBreaks: the period read continues from the last record before it', () => {
  const before = flight('antes', '2026-10-28', 1518.0, 1520.3);
  it.each([
    [
      'no record before: nothing to compare the first flight with',
      null,
      [flight('a', '2026-11-10', 1520.9, 1522.1)],
    ],
    [
      'the first flight starts where the record before ended (1.520,3)',
      before,
      [flight('a', '2026-11-10', 1520.3, 1522.1)],
    ],
    [
      'the record before without readings is no link of the chain',
      flight('antes', '2026-10-28', null, null),
      [flight('a', '2026-11-10', 1520.9, 1522.1)],
    ],
  ] as const)('%s', (_, previous, flights) => {
    expect(horimetroBreaks(flights, previous)).toEqual([]);
  });

  it.each([
    // 1520,9 − 1520,3 = 0,6 h flown between 28/10 and 10/11 and not recorded.
    [flight('a', '2026-11-10', 1520.9, 1522.1), 'lacuna', 1520.9, 0.6],
    // 1520,0 − 1520,3 = −0,3 h recorded twice.
    [flight('a', '2026-11-10', 1520.0, 1522.1), 'sobreposicao', 1520.0, -0.3],
  ] as const)('flags %o against the record before: %s', (first, tipo, inicio, diferenca) => {
    expect(horimetroBreaks([first], before)).toEqual([
      { key: 'a', anterior: 'antes', tipo, fim_anterior: 1520.3, inicio, diferenca },
    ]);
  });
});
