import { describe, expect, it } from 'vitest';
import { ageingBucket } from './ageing.ts';
import { lateIfDueBefore } from './settlement.ts';
import { installmentStatus } from './status.ts';

// A boleto due on a day without bank business is paid without charges on the next bank
// business day (Resolução CMN 4.880/2020; FEBRABAN's calendar): it is late only after that day.
describe('an installment due on a weekend or a bank holiday is not late on the next business day', () => {
  it.each([
    ['2026-12-03', '2026-12-04', 'vencido', 'due Thursday, on Friday'],
    ['2026-12-04', '2026-12-07', 'vencido', 'due Friday, on Monday'],
    ['2026-12-05', '2026-12-07', 'pendente', 'due Saturday, on Monday'],
    ['2026-12-06', '2026-12-07', 'pendente', 'due Sunday, on Monday'],
    ['2026-12-05', '2026-12-08', 'vencido', 'due Saturday, on Tuesday'],
    ['2026-04-03', '2026-04-06', 'pendente', 'due on Paixão, on Monday'],
    ['2026-06-04', '2026-06-05', 'pendente', 'due on Corpus Christi, on Friday'],
    ['2026-06-04', '2026-06-06', 'vencido', 'due on Corpus Christi, on Saturday'],
    ['2026-11-20', '2026-11-23', 'pendente', 'due on Consciência Negra (Friday), on Monday'],
    ['2026-12-25', '2026-12-28', 'pendente', 'due on Natal (Friday), on Monday'],
    ['2026-12-25', '2026-12-29', 'vencido', 'due on Natal, on Tuesday'],
    ['2027-01-01', '2027-01-04', 'pendente', 'due on Confraternização (Friday), on Monday'],
    ['2027-02-06', '2027-02-10', 'pendente', 'due Saturday before Carnaval, on Ash Wednesday'],
    ['2027-02-08', '2027-02-10', 'pendente', 'due on Carnaval Monday, on Ash Wednesday'],
    ['2027-02-06', '2027-02-11', 'vencido', 'due Saturday before Carnaval, on Thursday'],
    ['2027-05-01', '2027-05-03', 'pendente', 'due on Dia do Trabalho (Saturday), on Monday'],
  ] as const)('due %s, on %s: %s (%s)', (vencimento, today, status, _why) => {
    const facts = { valor_cents: 50_000, pago_cents: 0, vencimento, cancelado: false };
    expect(installmentStatus(facts, today)).toBe(status);
    expect(vencimento < lateIfDueBefore(today)).toBe(status === 'vencido');
    if (status === 'pendente') expect(ageingBucket(vencimento, today)).toBe('a_vencer');
    else expect(ageingBucket(vencimento, today)).toBe('d1_30');
  });

  it.each([
    ['2026-12-07', '2026-12-05'], // Monday: Saturday and Sunday still on time
    ['2026-12-08', '2026-12-08'],
    ['2027-02-10', '2027-02-06'], // Ash Wednesday: from the Saturday before Carnaval
    ['2026-12-06', '2026-12-05'], // on a Sunday itself: Saturday's due date is not late yet
  ])('on %s, an open installment due before %s is late', (today, first) => {
    expect(lateIfDueBefore(today)).toBe(first);
  });
});
