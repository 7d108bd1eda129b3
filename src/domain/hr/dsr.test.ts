// The paid weekly rest (DSR) on variable pay. Lei 605/1949 art. 1º: a paid weekly rest,
// preferably on Sunday, and on the civil and religious holidays (art. 8º); art. 7º a: for one
// paid by the day, the week or the task, the rest is the pay of the days worked divided by them
// — for commissions (Súmula 27 TST) and habitual overtime (Súmula 172 TST): variable ÷ working
// days of the month × its Sundays and national holidays.
import { describe, expect, it } from 'vitest';
import { dsr, dsrText, restDays } from './dsr.ts';

describe('restDays: Sundays and national holidays, and the working days beside them', () => {
  it.each([
    // Jan 2026: 31 days; Sundays 4, 11, 18, 25; 1º de janeiro a Thursday → 5 rest, 26 working.
    ['2026-01-01', 5, 26],
    // Feb 2026: 4 Sundays; Carnaval (16–17) is no holiday by law → 4 rest, 24 working.
    ['2026-02-01', 4, 24],
    // Apr 2026: 4 Sundays; Sexta-feira da Paixão (3, Easter on the 5th) and Tiradentes (21, a
    // Tuesday) → 6 rest, 24 working.
    ['2026-04-01', 6, 24],
    // Nov 2026: 5 Sundays (1, 8, 15, 22, 29); Finados (2, Monday), Proclamação da República (15,
    // a Sunday: counted once), Consciência Negra (20, Friday) → 7 rest, 23 working.
    ['2026-11-01', 7, 23],
    // Dec 2026: 4 Sundays; Natal (25, Friday) → 5 rest, 26 working.
    ['2026-12-01', 5, 26],
  ])('%s: %i rest days, %i working days', (competencia, repousos, diasUteis) => {
    expect(restDays(competencia)).toEqual({ diasUteis, repousos });
  });
});

describe('dsr: variable ÷ working days × rest days, rounded half up once', () => {
  it.each([
    // R$ 1.250,50 of commissions in November 2026: 1.250,50 × 7 ÷ 23 = 380,5869… → 380,59.
    [125050, '2026-11-01', 38059],
    // R$ 596,53 of overtime in November: 596,53 × 7 ÷ 23 = 181,5526… → 181,55.
    [59653, '2026-11-01', 18155],
    // R$ 2.600,00 in December 2026: 2.600,00 × 5 ÷ 26 = 500,00 exactly.
    [260000, '2026-12-01', 50000],
    // R$ 1.000,00 in April 2026: 1.000,00 × 6 ÷ 24 = 250,00.
    [100000, '2026-04-01', 25000],
    // R$ 0,01 in January 2026: 0,01 × 5 ÷ 26 = 0,0019… → 0,00.
    [1, '2026-01-01', 0],
    [0, '2026-11-01', 0],
  ])('%i centavos in %s → %i', (variable, competencia, valor) => {
    expect(dsr(variable, restDays(competencia))).toBe(valor);
  });

  it('names its fraction as the reference: rest days / working days', () => {
    expect(dsrText(restDays('2026-11-01'))).toBe('7/23');
  });
});
