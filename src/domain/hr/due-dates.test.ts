import { describe, expect, it } from 'vitest';
import {
  businessDayOnOrBefore,
  nthBusinessDay,
  salariesDue,
  withholdingsDue,
} from './due-dates.ts';

// Calendar of 2026 used below: 1 March and 20 December are Sundays, 1 August and 20 June are
// Saturdays, 1 December is a Tuesday, 20 November a Friday.

describe('business days (Saturdays and Sundays skipped)', () => {
  it.each([
    [
      'the 5th of December 2026 (Tue 1st): 1, 2, 3, 4, Mon 7',
      nthBusinessDay('2026-12-01', 5),
      '2026-12-07',
    ],
    [
      'the 5th of March 2026 (Sun 1st): Mon 2 … Fri 6',
      nthBusinessDay('2026-03-01', 5),
      '2026-03-06',
    ],
    [
      'the 5th of August 2026 (Sat 1st): Mon 3 … Fri 7',
      nthBusinessDay('2026-08-01', 5),
      '2026-08-07',
    ],
    ['the 1st of August 2026 (Sat 1st) is Mon 3', nthBusinessDay('2026-08-01', 1), '2026-08-03'],
    [
      'Sunday 20 December 2026 moves back to Friday 18',
      businessDayOnOrBefore('2026-12-20'),
      '2026-12-18',
    ],
    [
      'Saturday 20 June 2026 moves back to Friday 19',
      businessDayOnOrBefore('2026-06-20'),
      '2026-06-19',
    ],
    ['Friday 20 November 2026 stays', businessDayOnOrBefore('2026-11-20'), '2026-11-20'],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));
});

describe('when a closed run is due', () => {
  it.each([
    // CLT art. 459 §1º: by the 5th business day of the next month.
    [
      'November 2026 salaries: 5th business day of December',
      salariesDue({ tipo: 'mensal', competencia: '2026-11-01' }),
      '2026-12-07',
    ],
    [
      'February 2026 salaries: March starts on a Sunday',
      salariesDue({ tipo: 'mensal', competencia: '2026-02-01' }),
      '2026-03-06',
    ],
    // Lei 4.749/65 arts. 1º and 3º: 1st installment by 30 November, 2nd by 20 December.
    [
      '13º 1st installment: Monday 30 November 2026',
      salariesDue({ tipo: 'decimo_terceiro_1', competencia: '2026-11-01' }),
      '2026-11-30',
    ],
    [
      '13º 2nd installment: 20 December 2026 is a Sunday',
      salariesDue({ tipo: 'decimo_terceiro_2', competencia: '2026-12-01' }),
      '2026-12-18',
    ],
    [
      '13º 1st installment 2025: 30 November is a Sunday',
      salariesDue({ tipo: 'decimo_terceiro_1', competencia: '2025-11-01' }),
      '2025-11-28',
    ],
    // CLT art. 145: two days before the férias start.
    [
      'férias from Mon 14/12/2026: Sat 12 → Fri 11',
      salariesDue({ tipo: 'ferias', competencia: '2026-12-01', ferias: { inicio: '2026-12-14' } }),
      '2026-12-11',
    ],
    [
      'férias from Thu 10/12/2026: Tue 8',
      salariesDue({ tipo: 'ferias', competencia: '2026-12-01', ferias: { inicio: '2026-12-10' } }),
      '2026-12-08',
    ],
    // INSS, IRRF and FGTS withheld: the 20th of the next month, or the business day before.
    [
      'November 2026 withholdings: Sunday 20 December → Friday 18',
      withholdingsDue('2026-11-01'),
      '2026-12-18',
    ],
    ['October 2026 withholdings: Friday 20 November', withholdingsDue('2026-10-01'), '2026-11-20'],
    [
      'December 2026 withholdings: Wednesday 20 January 2027',
      withholdingsDue('2026-12-01'),
      '2027-01-20',
    ],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));
});
