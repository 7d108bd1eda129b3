// Férias by the CLT: períodos aquisitivo and concessivo (arts. 130 and 134), the days earned by
// absences (art. 130), the splitting (art. 134 §1º, as Lei 13.467/2017 wrote it), the abono
// pecuniário (art. 143) and the double pay after the período concessivo (art. 137).
import { describe, expect, it } from 'vitest';
import {
  acquisitionPeriod,
  daysInDouble,
  periodForVacation,
  splitProblem,
  vacationDaysEarned,
  vacationLedger,
  vacationNotice,
  type LedgerFacts,
  type PeriodLedger,
  type VacationGranted,
} from './vacation-periods.ts';

const facts = (over: Partial<LedgerFacts> = {}): LedgerFacts => ({
  admissao: '2026-01-05',
  desde: '2026-01-01',
  faltas: () => 0,
  concedidas: [],
  ...over,
});

describe('vacationDaysEarned (CLT art. 130)', () => {
  it.each([
    [0, 30], // art. 130 I: up to 5 absences, 30 days
    [5, 30],
    [6, 24], // II: 6 to 14, 24 days
    [14, 24],
    [15, 18], // III: 15 to 23, 18 days
    [23, 18],
    [24, 12], // IV: 24 to 32, 12 days
    [32, 12],
    [33, 0], // more than 32: no férias for the period
  ])('%i absences earn %i days', (faltas, dias) => {
    expect(vacationDaysEarned(faltas)).toBe(dias);
  });
});

describe('períodos aquisitivo and concessivo', () => {
  it('are the contract’s years from admission and the 12 months after each (arts. 130, 134)', () => {
    // Admitted 05/01/2026: 1st aquisitivo 05/01/2026–04/01/2027, concessivo until 04/01/2028.
    expect(acquisitionPeriod('2026-01-05', 0)).toEqual({
      inicio: '2026-01-05',
      fim: '2027-01-04',
      concessivoFim: '2028-01-04',
    });
    expect(acquisitionPeriod('2026-01-05', 1)).toEqual({
      inicio: '2027-01-05',
      fim: '2028-01-04',
      concessivoFim: '2029-01-04',
    });
  });

  it('refuse férias before the first período aquisitivo is complete, naming the rule', () => {
    // Issue 42's case: admitted 10/11/2026, férias from 14/12/2026: 12 months are due first.
    expect(periodForVacation(facts({ admissao: '2026-11-10' }), '2026-12-14')).toEqual({
      problem:
        'Férias antes de completar o período aquisitivo (CLT art. 130): o primeiro período, de 10/11/2026 a 09/11/2027, se completa em 10/11/2027.',
    });
    // The day after the 12 months: granted from the first period.
    const granted = periodForVacation(facts(), '2027-01-05');
    expect('period' in granted && granted.period).toMatchObject({
      inicio: '2026-01-05',
      direito: 30,
      restantes: 30,
    });
    expect(periodForVacation(facts(), '2027-01-04')).toHaveProperty('problem');
  });

  it('earn the days the period’s absences leave and assign each grant to the oldest period', () => {
    // 10 absences in the 1st period → 24 days (art. 130 II); 20 days taken in 2027 → 4 left.
    const ledger = vacationLedger(
      facts({
        faltas: (period) => (period.inicio === '2026-01-05' ? 10 : 0),
        concedidas: [{ inicio: '2027-03-01', dias: 20, abono: 0 }],
      }),
      '2028-02-01',
    );
    expect(ledger.map((p) => [p.inicio, p.direito, p.restantes])).toEqual([
      ['2026-01-05', 24, 4],
      ['2027-01-05', 30, 30],
    ]);
  });

  it('leave out the periods whose concessivo ended before the project first paid the employee', () => {
    // Admitted 14/08/2023, first paid here in July 2026: the 1st period's concessivo ended
    // 13/08/2025 (settled before); the 2nd (14/08/2024–13/08/2025) is owed until 13/08/2026.
    const owed = vacationLedger(
      facts({ admissao: '2023-08-14', desde: '2026-07-01' }),
      '2026-07-06',
    );
    expect(owed.map((p) => [p.inicio, p.fim, p.concessivoFim])).toEqual([
      ['2024-08-14', '2025-08-13', '2026-08-13'],
    ]);
  });
});

/** A period of `direito` days with these grants. */
function periodWith(direito: number, concedidas: VacationGranted[] = []): PeriodLedger {
  const used = concedidas.reduce((sum, grant) => sum + grant.dias + grant.abono, 0);
  return {
    ...acquisitionPeriod('2026-01-05', 0),
    direito,
    concedidas,
    restantes: direito - used,
  };
}
const grants = (...dias: number[]) =>
  dias.map((d) => ({ inicio: '2027-02-01', dias: d, abono: 0 }));

const THREE = 'As férias podem ser divididas em no máximo três períodos (CLT art. 134 §1º).';
const FIVE = 'Nenhum período de férias pode ter menos de 5 dias corridos (CLT art. 134 §1º).';
const fourteen = (n: number) =>
  `Um dos períodos de férias deve ter pelo menos ${n} dias corridos (CLT art. 134 §1º).`;

describe('splitProblem (CLT arts. 134 §1º and 143)', () => {
  it.each([
    // earned, granted before, days now, abono now → problem
    [30, [], 30, 0, null], // whole
    [30, [], 20, 10, null], // 20 enjoyed + 10 sold: the abono is 1/3 of 30 (art. 143)
    [
      30,
      [],
      20,
      11,
      'O abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143): até 10 dias neste período.',
    ],
    [30, [], 14, 0, null], // 16 left: can still be split in 5+
    [30, [], 10, 0, null], // 20 left: the 14 days can still come
    [30, [], 4, 0, FIVE], // under 5
    [30, [], 26, 0, FIVE], // 4 days would be left, under 5
    [30, grants(10, 10), 10, 0, fourteen(14)], // 10+10+10: none of 14
    [30, grants(14, 5), 5, 0, THREE], // 6 days would be left with no period to take them
    [30, grants(14, 5), 11, 0, null], // 14+5+11: the third and last
    [30, grants(14, 5, 11), 0, 0, THREE], // a fourth period
    [
      30,
      [],
      30,
      10,
      'O período aquisitivo de 05/01/2026 a 04/01/2027 tem 30 dias de férias restantes.',
    ],
    // 24–32 absences earn 12 days (art. 130 IV): under 14 to enjoy, taken whole; abono ≤ 4.
    [12, [], 6, 0, fourteen(12)],
    [12, [], 12, 0, null],
    [12, [], 8, 4, null], // 12 − 4 sold = 8 to enjoy, whole
  ] as const)(
    '%i earned, %j before, %i + %i sold → %s',
    (direito, before, dias, abono, problem) => {
      expect(splitProblem(periodWith(direito, [...before]), dias, abono)).toBe(problem);
    },
  );
});

describe('daysInDouble (CLT art. 137, Súmula 81 TST)', () => {
  // The 1st period of an admission on 05/01/2026: concessivo until 04/01/2028.
  const period = acquisitionPeriod('2026-01-05', 0);
  it.each([
    ['2027-12-01', 20, 0], // ends 20/12/2027, within the concessivo
    ['2027-12-26', 20, 10], // 26/12/2027–14/01/2028: 05/01 to 14/01 after its end
    ['2028-01-10', 20, 20], // wholly after
  ])('from %s for %i days: %i in double', (inicio, dias, dobro) => {
    expect(daysInDouble(period, inicio, dias)).toBe(dobro);
  });
});

describe('vacationNotice (the warning before the double pay)', () => {
  // Admitted 10/02/2025: the 1st period 10/02/2025–09/02/2026, concessivo until 09/02/2027.
  const agronomist = facts({ admissao: '2025-02-10', desde: '2025-02-01' });
  it.each([
    ['2026-01-15', null], // the 1st period not yet complete: nothing owed
    ['2026-10-01', 'em_dia'], // 131 days before the concessivo ends
    ['2026-12-15', 'a_vencer'], // 56 days before: within the 60 the page warns
    ['2027-02-10', 'vencidas'], // the day after: double pay
  ])('on %s: %s', (today, situacao) => {
    expect(vacationNotice(agronomist, today)?.situacao ?? null).toBe(situacao);
  });

  it('names the days, the period and the deadline', () => {
    expect(vacationNotice(agronomist, '2026-12-15')?.texto).toBe(
      '30 dias de férias do período 10/02/2025 a 09/02/2026 devem ser concedidos até 09/02/2027, depois disso em dobro (CLT art. 137).',
    );
    expect(vacationNotice(agronomist, '2027-02-10')?.texto).toBe(
      '30 dias de férias do período 10/02/2025 a 09/02/2026 venceram em 09/02/2027: são pagos em dobro (CLT art. 137).',
    );
  });
});
