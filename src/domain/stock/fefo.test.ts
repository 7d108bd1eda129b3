import { describe, expect, it } from 'vitest';
import { isValidOn, planFefoOn } from './fefo.ts';

const lot = (id: string, validade: string | null, saldo: number) => ({ id, validade, saldo });

// An expired agrotóxico is never applied (Lei 14.785/2023; Decreto 4.074/2002): FEFO on the
// application's date takes only lots valid that day; what only expired lots hold is 'expired'.
describe('FEFO on the application date: expired lots are never taken', () => {
  const day = '2027-03-15';
  // 'a' expired the day before, 'b' expires on the day (still valid), 'c' later, 'd' never.
  const lots = [
    lot('a', '2027-03-14', 40),
    lot('b', '2027-03-15', 10),
    lot('c', '2027-09-30', 20),
    lot('d', null, 5),
  ];

  it.each([
    ['2027-03-14', false],
    ['2027-03-15', true],
    ['2027-03-16', true],
    [null, true],
  ])('a lot with validade %s is valid on 15/03/2027: %s', (validade, valid) => {
    expect(isValidOn({ validade }, day)).toBe(valid);
  });

  it.each([
    // quantity, takes, missing, expired (part of missing only expired lots hold)
    [8, [{ lotId: 'b', quantity: 8 }], 0, 0],
    [
      35,
      [
        { lotId: 'b', quantity: 10 },
        { lotId: 'c', quantity: 20 },
        { lotId: 'd', quantity: 5 },
      ],
      0,
      0,
    ],
    [
      60,
      [
        { lotId: 'b', quantity: 10 },
        { lotId: 'c', quantity: 20 },
        { lotId: 'd', quantity: 5 },
      ],
      25,
      25,
    ],
    [
      100.5,
      [
        { lotId: 'b', quantity: 10 },
        { lotId: 'c', quantity: 20 },
        { lotId: 'd', quantity: 5 },
      ],
      65.5,
      40,
    ],
  ])(
    'takes %s: valid lots first-expiring first, the expired lot untouched',
    (q, takes, missing, expired) => {
      expect(planFefoOn(lots, q, day)).toEqual({ takes, missing, expired });
    },
  );

  it('with only an expired lot, everything is missing and all of it expired', () => {
    expect(planFefoOn([lot('a', '2027-03-01', 50)], 12.5, day)).toEqual({
      takes: [],
      missing: 12.5,
      expired: 12.5,
    });
  });

  it('without a date (no application day), lots are taken as before, expired or not', () => {
    expect(planFefoOn(lots, 45, null)).toEqual({
      takes: [
        { lotId: 'a', quantity: 40 },
        { lotId: 'b', quantity: 5 },
      ],
      missing: 0,
      expired: 0,
    });
  });
});
