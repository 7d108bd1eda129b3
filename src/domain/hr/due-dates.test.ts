import { describe, expect, it } from 'vitest';
import {
  businessDayOnOrBefore,
  fgtsDue,
  inssDue,
  irrfDue,
  nthBusinessDay,
  salariesDue,
  withholdingsDue,
} from './due-dates.ts';

// Calendar of 2026 used below: 1 March and 20 December are Sundays, 1 August and 20 June are
// Saturdays, 1 December is a Tuesday, 20 November a Friday — and a national holiday since 2024
// (Lei 14.759/2023), as are 1 May (a Friday), 7 September (a Monday), 21 April (a Tuesday) and
// 1 January 2027 (a Friday); Corpus Christi (4 June 2026) is a day without bank business.

describe('business days (IN SRT 1/1989: Saturdays count; Sundays and holidays skipped)', () => {
  it.each([
    [
      'the 5th of December 2026 (Tue 1st): Tue 1, Wed 2, Thu 3, Fri 4, Sat 5',
      nthBusinessDay('2026-12-01', 5),
      '2026-12-05',
    ],
    [
      'the 5th of March 2026 (Sun 1st, not counted): Mon 2 … Fri 6',
      nthBusinessDay('2026-03-01', 5),
      '2026-03-06',
    ],
    [
      'the 5th of August 2026 (Sat 1st counts): Sat 1, Mon 3, Tue 4, Wed 5, Thu 6',
      nthBusinessDay('2026-08-01', 5),
      '2026-08-06',
    ],
    [
      'the 1st of August 2026 is Saturday 1st itself',
      nthBusinessDay('2026-08-01', 1),
      '2026-08-01',
    ],
    ['the 1st of March 2026 (Sun 1st) is Mon 2', nthBusinessDay('2026-03-01', 1), '2026-03-02'],
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
    [
      'Friday 20 November 2026, Consciência Negra, moves back to Thursday 19',
      businessDayOnOrBefore('2026-11-20'),
      '2026-11-19',
    ],
    ['Friday 20 March 2026 stays', businessDayOnOrBefore('2026-03-20'), '2026-03-20'],
    [
      'Corpus Christi, Thursday 4 June 2026 (no bank business), moves back to Wednesday 3',
      businessDayOnOrBefore('2026-06-04'),
      '2026-06-03',
    ],
    [
      'the 5th of May 2026 (Fri 1st is Dia do Trabalho): Sat 2, Mon 4, Tue 5, Wed 6, Thu 7',
      nthBusinessDay('2026-05-01', 5),
      '2026-05-07',
    ],
    [
      'the 5th of September 2026 (Tue 1st): Tue 1, Wed 2, Thu 3, Fri 4, Sat 5',
      nthBusinessDay('2026-09-01', 5),
      '2026-09-05',
    ],
    [
      'the 5th of January 2027 (Fri 1st is Confraternização): Sat 2, Mon 4, Tue 5, Wed 6, Thu 7',
      nthBusinessDay('2027-01-01', 5),
      '2027-01-07',
    ],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));
});

describe('when a closed run is due', () => {
  it.each([
    // CLT art. 459 §1º: by the 5th business day of the next month, Saturdays counted
    // (IN SRT 1/1989); a 5th day on a Saturday is paid the bank business day before.
    [
      'November 2026 salaries: the 5th business day of December is Sat 5 → Friday 4',
      salariesDue({ tipo: 'mensal', competencia: '2026-11-01' }),
      '2026-12-04',
    ],
    [
      'July 2026 salaries: August starts on Saturday 1, which counts → Thursday 6',
      salariesDue({ tipo: 'mensal', competencia: '2026-07-01' }),
      '2026-08-06',
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
    [
      'October 2026 withholdings: Friday 20 November is a holiday → Thursday 19',
      withholdingsDue('2026-10-01'),
      '2026-11-19',
    ],
    ['February 2026 withholdings: Friday 20 March', withholdingsDue('2026-02-01'), '2026-03-20'],
    // CLT art. 459 §1º counted over the holidays: April's salaries by the 5th business day of May.
    [
      'April 2026 salaries: 1 May is a holiday, Sat 2 counts → Thursday 7 May',
      salariesDue({ tipo: 'mensal', competencia: '2026-04-01' }),
      '2026-05-07',
    ],
    [
      'December 2026 salaries: 1 January 2027 is a holiday, Sat 2 counts → Thursday 7 January',
      salariesDue({ tipo: 'mensal', competencia: '2026-12-01' }),
      '2027-01-07',
    ],
    [
      'férias from Thu 23/04/2026: Tue 21 is Tiradentes → Mon 20',
      salariesDue({ tipo: 'ferias', competencia: '2026-04-01', ferias: { inicio: '2026-04-23' } }),
      '2026-04-20',
    ],
    [
      'December 2026 withholdings: Wednesday 20 January 2027',
      withholdingsDue('2026-12-01'),
      '2027-01-20',
    ],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));
});

describe('each withholding by its own rule', () => {
  it.each([
    // Decreto 3.048/1999 art. 216 §1º: the INSS on the 13º is due on 20 December, moved back to
    // the business day before when banks do no business that day. 20/12/2026 is a Sunday → 18.
    [
      '13º 2nd installment INSS: 20 December 2026, a Sunday → Friday 18 (not 20 January)',
      inssDue({ tipo: 'decimo_terceiro_2', competencia: '2026-12-01' }),
      '2026-12-18',
    ],
    [
      '13º 2nd installment INSS 2027: Monday 20 December',
      inssDue({ tipo: 'decimo_terceiro_2', competencia: '2027-12-01' }),
      '2027-12-20',
    ],
    // Lei 8.212/1991 art. 30 I b: the month's INSS by the 20th of the next month (competência).
    [
      'November 2026 INSS: 20 December, a Sunday → Friday 18',
      inssDue({ tipo: 'mensal', competencia: '2026-11-01' }),
      '2026-12-18',
    ],
    // Lei 8.036/1990 art. 15: FGTS by the 20th of the month after the remuneration's month.
    [
      '13º 1st installment FGTS (paid in November): 20 December → Friday 18',
      fgtsDue({ tipo: 'decimo_terceiro_1', competencia: '2026-11-01' }),
      '2026-12-18',
    ],
    [
      '13º 2nd installment FGTS (paid in December): Wednesday 20 January 2027',
      fgtsDue({ tipo: 'decimo_terceiro_2', competencia: '2026-12-01' }),
      '2027-01-20',
    ],
    // IRRF on wages: the tax arises when the income is paid (Lei 7.713/1988 art. 7º §1º: withheld
    // on each payment), and its DARF is due by the 20th of the month after the payment's month
    // (Lei 11.196/2005 art. 70 I d, as Lei 11.933/2009 wrote it: the last business day of the
    // 2nd decêndio). November's salaries are paid on Monday 7 December → the DARF on 20 January.
    [
      'November 2026 salaries, paid 07/12/2026: IRRF on Wednesday 20 January 2027',
      irrfDue({ tipo: 'mensal', competencia: '2026-11-01' }),
      '2027-01-20',
    ],
    [
      'October 2026 salaries, paid 06/11/2026: IRRF on 20 December, a Sunday → Friday 18',
      irrfDue({ tipo: 'mensal', competencia: '2026-10-01' }),
      '2026-12-18',
    ],
    [
      '13º 2nd installment, paid 18/12/2026: IRRF on Wednesday 20 January 2027',
      irrfDue({ tipo: 'decimo_terceiro_2', competencia: '2026-12-01' }),
      '2027-01-20',
    ],
    [
      'September 2026 salaries, paid 07/10/2026: IRRF on 20 November, a holiday → Thursday 19',
      irrfDue({ tipo: 'mensal', competencia: '2026-09-01' }),
      '2026-11-19',
    ],
    [
      'October 2026 INSS: 20 November, a holiday → Thursday 19',
      inssDue({ tipo: 'mensal', competencia: '2026-10-01' }),
      '2026-11-19',
    ],
    [
      'férias from 01/12/2026 paid Friday 27 November: IRRF on 20 December → Friday 18',
      irrfDue({ tipo: 'ferias', competencia: '2026-12-01', ferias: { inicio: '2026-12-01' } }),
      '2026-12-18',
    ],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));
});
