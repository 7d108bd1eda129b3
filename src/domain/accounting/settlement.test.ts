import { describe, expect, it } from 'vitest';
import { ageingBucket } from './ageing.ts';
import {
  cashMovementCents,
  FINANCIAL_LINES,
  financialPostings,
  lateIfDueBefore,
  principalCents,
} from './settlement.ts';
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

const charges = (valor: number, juros = 0, multa = 0, desconto = 0, tarifa = 0) => ({
  valor_cents: valor,
  juros_cents: juros,
  multa_cents: multa,
  desconto_cents: desconto,
  tarifa_cents: tarifa,
});

describe('principal = valor − juros − multa + desconto', () => {
  it.each([
    ['on time', charges(100_000), 100_000],
    ['late: R$ 10,00 juros, R$ 20,00 multa', charges(103_000, 1_000, 2_000), 100_000],
    ['early: R$ 50,00 desconto', charges(95_000, 0, 0, 5_000), 100_000],
    ['the tarifa is apart', charges(100_000, 0, 0, 0, 290), 100_000],
    ['a part, late', charges(50_330, 110, 220), 50_000],
  ])('%s', (_case, payment, principal) => {
    expect(principalCents(payment)).toBe(principal);
  });
});

describe('financial result postings and the cash moved', () => {
  it.each([
    [
      'receber',
      charges(103_000, 1_000, 2_000, 0, 290),
      [
        ['juros_recebidos', 1_000],
        ['multas_recebidas', 2_000],
        ['tarifas_bancarias', 290],
      ],
      102_710,
    ],
    ['receber', charges(95_000, 0, 0, 5_000), [['descontos_concedidos', 5_000]], 95_000],
    [
      'pagar',
      charges(103_000, 1_000, 2_000, 0, 1_290),
      [
        ['juros_pagos', 1_000],
        ['multas_pagas', 2_000],
        ['tarifas_bancarias', 1_290],
      ],
      -104_290,
    ],
    ['pagar', charges(95_000, 0, 0, 5_000), [['descontos_obtidos', 5_000]], -95_000],
    ['pagar', charges(100_000), [], -100_000],
  ] as const)('%s %j', (lado, payment, postings, cash) => {
    expect(financialPostings(lado, payment).map((p) => [p.linha, p.valor_cents])).toEqual(postings);
    expect(cashMovementCents(lado, payment)).toBe(cash);
    // Cash = principal settled ± the financial result: the books close.
    const result = financialPostings(lado, payment).reduce(
      (sum, p) =>
        sum + (FINANCIAL_LINES[p.linha].tipo === 'receita' ? p.valor_cents : -p.valor_cents),
      0,
    );
    const principal = principalCents(payment);
    expect(cash).toBe(lado === 'receber' ? principal + result : -principal + result);
  });
});
