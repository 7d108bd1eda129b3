// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos; totals, bases and the net are sums of the
// rounded lines. Hourly rate = base / 220 kept exact inside each line; absence = base / 22 × days.
// The month is November 2026 unless told (sampleMonth): 7 rest days, 23 working days (dsr.test.ts).
import { describe, expect, it } from 'vitest';
import { NO_REDUCTION, sampleMonth } from '../../test-support/payroll.ts';
import { computePayroll, type PayrollInput } from './payroll.ts';
import { PayrollError } from './payslip.ts';
import { TABLES_2026 } from './tables.ts';
import { formatBRL } from '../money.ts';

const EMPTY = sampleMonth(300000);

const run = (input: Partial<PayrollInput>, tables = TABLES_2026) =>
  computePayroll({ ...EMPTY, ...input }, tables);
const line = (input: Partial<PayrollInput>, codigo: string) =>
  run(input).linhas.find((l) => l.codigo === codigo);

describe('computePayroll: a plain month', () => {
  it('R$ 3.000,00: INSS 248,60, IRRF 0 (simplified deduction), net 2.751,40, FGTS 240,00', () => {
    expect(run({})).toEqual({
      linhas: [
        {
          codigo: 'salario_base',
          descricao: 'Salário base',
          referencia: '30 dias',
          tipo: 'provento',
          valor: 300000,
        },
        { codigo: 'inss', descricao: 'INSS', referencia: '8,29%', tipo: 'desconto', valor: 24860 },
      ],
      totalProventos: 300000,
      totalDescontos: 24860,
      salarioLiquido: 275140,
      descontoINSS: 24860,
      descontoIRRF: 0,
      descontoFaltas: 0,
      descontoValeTransporte: 0,
      baseINSS: 300000,
      baseIRRF: 239280,
      baseFGTS: 300000,
      fgts: 24000,
      deducaoIRRF: { tipo: 'simplificada', valor: 60720 },
      reducaoLei15270: 0,
    });
  });

  it('R$ 6.000,00: the published example (INSS 641,51, IRRF 564,85 − 179,75 = 385,10)', () => {
    const result = run({ salarioBase: 600000 });
    expect(result.descontoINSS).toBe(64151);
    expect(result.descontoIRRF).toBe(38510);
    expect(result.reducaoLei15270).toBe(17975);
    expect(result.deducaoIRRF).toEqual({ tipo: 'legal', valor: 64151 });
    expect(result.salarioLiquido).toBe(497339);
    expect(result.fgts).toBe(48000);
  });

  it('R$ 4.000,00 pays no IRRF with the reduction and 114,76 without it', () => {
    expect(run({ salarioBase: 400000 }).descontoIRRF).toBe(0);
    expect(run({ salarioBase: 400000 }).reducaoLei15270).toBe(11476);
    expect(run({ salarioBase: 400000 }, NO_REDUCTION).descontoIRRF).toBe(11476);
  });
});

describe('computePayroll: overtime and night premium (hourly = base / 220)', () => {
  // The overtime's DSR (Súmula 172 TST; Lei 605/1949 art. 7º a) is (HE50 + HE100) × 7 ÷ 23.
  it.each([
    // base, HE50 h, HE100 h → HE50, HE100, DSR
    [220000, 10, 5.5, 15000, 11000, 7913], // hourly 10,00 exactly; 260,00 × 7/23 = 79,1304…
    [162100, 3.33, 1.25, 3680, 1842, 1681], // 7,3681…/h: 36,80406; 18,42045; 55,22 × 7/23 = 16,806…
    [300000, 0.01, 0.01, 20, 27, 14], // 0,2045…; 0,2727…; 0,47 × 7/23 = 0,143…
  ])(
    'base %i: %f h at 50 %%, %f h at 100 %%, and their DSR',
    (salarioBase, h50, h100, v50, v100, vDsr) => {
      const result = run({ salarioBase, horasExtras50: h50, horasExtras100: h100 });
      const values = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
      expect([values.hora_extra_50, values.hora_extra_100, values.dsr_horas_extras]).toEqual([
        v50,
        v100,
        vDsr,
      ]);
      expect(result.totalProventos).toBe(salarioBase + v50 + v100 + vDsr);
      expect(result.baseINSS).toBe(result.totalProventos);
    },
  );

  it.each([
    // base, night h → night premium (20 %)
    [220000, 8.25, 1650], // 10,00 × 8,25 × 20 % = 16,50
    [162100, 7.5, 1105], // 7,3681… × 7,5 × 20 % = 11,05227
    [300000, 0.01, 3], // 0,0272…
  ])('base %i: %f h at night → %i', (salarioBase, night, valor) => {
    expect(line({ salarioBase, horasNoturnas: night }, 'adicional_noturno')?.valor).toBe(valor);
  });

  it('shows hours as the reference', () => {
    expect(line({ horasExtras50: 10 }, 'hora_extra_50')?.referencia).toBe('10,00 h');
    expect(line({ horasNoturnas: 8.25 }, 'adicional_noturno')?.referencia).toBe('8,25 h');
  });

  it('refuses hours with more than 2 decimals', () => {
    expect(() => run({ horasExtras50: 1.234 })).toThrow(RangeError);
  });
});

describe('computePayroll: the overtime on the premiums of salary nature (Súmula 264 TST)', () => {
  // Súmula 264 TST: the overtime's hour is the normal hour 'integrado por parcelas de natureza
  // salarial'; OJ 47 SDI-1 TST: insalubridade joins it; Súmula 132 I TST: periculosidade; Súmula
  // 60 I TST: the adicional noturno paid habitually. 10 h at 50 % on R$ 3.000,00 (hourly
  // 13,6363…) are 204,55 bare.
  it.each([
    // (3.000,00 + 20 % of 1.621,00 = 324,20) ÷ 220 × 10 × 1,5 = 3.324,20 × 15 ÷ 220 = 226,65
    ['insalubridade 20 %', { insalubridade: 20 as const }, 22665],
    // (3.000,00 + 30 % = 900,00) ÷ 220 × 15 = 3.900,00 × 15 ÷ 220 = 265,9090… → 265,91
    ['periculosidade', { periculosidade: true }, 26591],
    // 10 h at night: 3.000,00 ÷ 220 × 10 × 20 % = 27,2727… → 27,27; (3.000,00 + 27,27) × 15 ÷ 220
    // = 206,4047… → 206,40
    ['10 h at night', { horasNoturnas: 10 }, 20640],
    ['nothing', {}, 20455],
  ])('%s: 10 h at 50 %% → %i', (_, premiums, valor) => {
    expect(line({ ...premiums, horasExtras50: 10 }, 'hora_extra_50')?.valor).toBe(valor);
  });
});

describe('computePayroll: night hours typed as clock hours (CLT art. 73 §1º)', () => {
  // Art. 73 §1º: the night hour is 52 minutes and 30 seconds, so a clock hour of 60 minutes is
  // 60 ÷ 52,5 = 8/7 night hours. Base 2.200,00: hourly 10,00, premium 20 % = 2,00 a night hour.
  it.each([
    // 7 clock hours (22h–5h) = 8 night hours: 8 × 2,00 = 16,00
    [7, true, 1600, '7,00 h relógio'],
    // 3,5 clock hours = 4 night hours: 8,00
    [3.5, true, 800, '3,50 h relógio'],
    // 1 clock hour = 8/7 night hours: 2,2857… → 2,29
    [1, true, 229, '1,00 h relógio'],
    // typed as night hours already: 7 × 2,00 = 14,00
    [7, false, 1400, '7,00 h'],
  ])('%f h, clock %s → %i (%s)', (hours, noturnasRelogio, valor, referencia) => {
    expect(
      line({ salarioBase: 220000, horasNoturnas: hours, noturnasRelogio }, 'adicional_noturno'),
    ).toMatchObject({ valor, referencia });
  });
});

describe('computePayroll: the DSR on commissions (Súmula 27 TST)', () => {
  it.each([
    // Lei 605/1949 art. 7º a; Súmula 27 TST. Commissions ÷ working days × rest days:
    // Nov 2026, R$ 2.300,00 × 7 ÷ 23 = 700,00;
    ['2026-11-01', 230000, 70000, '7/23'],
    // Dec 2026, R$ 2.300,00 × 5 ÷ 26 = 442,3076… → 442,31;
    ['2026-12-01', 230000, 44231, '5/26'],
    // Apr 2026, R$ 1.234,56 × 6 ÷ 24 = 308,64.
    ['2026-04-01', 123456, 30864, '6/24'],
  ])('%s: %i of commissions → DSR %i (%s)', (competencia, comissoes, valor, referencia) => {
    const result = run({ competencia, comissoes });
    expect(result.linhas.find((l) => l.codigo === 'dsr_comissoes')).toMatchObject({
      descricao: 'DSR sobre comissões',
      valor,
      referencia,
    });
    // Salary, commissions and their DSR are all remuneration: the INSS and FGTS bases.
    expect(result.baseFGTS).toBe(300000 + comissoes + valor);
  });
});

describe('computePayroll: férias inside the month (decision 032)', () => {
  // 20 days of férias from 21/12/2026 on R$ 3.000,00: the receipt paid 2.000,00 + 1/3 666,67 =
  // 2.666,67, INSS 121,575 + 1.045,67 × 9 % = 215,6853 → 215,69. December holds 11 of the days:
  // base 2.666,67 × 11/20 = 1.466,67, INSS 215,69 × 11/20 = 118,63 (vacation-month.test.ts).
  const december = {
    competencia: '2026-12-01',
    ferias: { dias: 11, base: 146667, inss: 11863 },
  };

  it('pays 30 − 11 = 19 salary days, premiums and the voucher for them', () => {
    const result = run({
      ...december,
      insalubridade: 20,
      funcaoGratificada: 50000,
      valeTransporte: true,
    });
    const values = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
    // Salary 3.000,00 × 19/30 = 1.900,00; insalubridade 324,20 × 19/30 = 205,3266… → 205,33;
    // função 500,00 × 19/30 = 316,666… → 316,67; voucher 200,00 × 19/30 = 126,67 against 6 % of
    // 1.900,00 = 114,00 → 114,00.
    expect(values).toMatchObject({
      salario_base: 190000,
      insalubridade: 20533,
      funcao_gratificada: 31667,
      vale_transporte: 11400,
    });
    expect(result.linhas[0]!.referencia).toBe('19 dias');
  });

  it('withholds the INSS of the competência less what the receipt withheld; IRRF and FGTS on the month', () => {
    const result = run(december);
    // Competência: 1.900,00 + 1.466,67 = 3.366,67 → 121,575 + 1.281,84 × 9 % = 115,3656 +
    // 463,83 × 12 % = 55,6596 = 292,6002 → 292,60; less 118,63 = 173,97 (on 1.900,00 alone it
    // would be 146,69: the férias raise the month's bracket).
    expect(result.descontoINSS).toBe(17397);
    expect(result.baseINSS).toBe(336667);
    expect(result.feriasNoMes).toEqual(december.ferias);
    // IRRF on 1.900,00 alone: the simplified 607,20 beats 173,97 → base 1.292,80, exempt.
    expect(result.descontoIRRF).toBe(0);
    // FGTS 8 % of the month's 1.900,00 (the receipt deposited on its own 2.666,67).
    expect([result.baseFGTS, result.fgts]).toEqual([190000, 15200]);
  });

  it('never takes the competência above the INSS ceiling (R$ 988,09 in 2026)', () => {
    // R$ 12.000,00, the same 20 days: receipt 8.000,00 + 2.666,67 = 10.666,67 → INSS 988,09
    // (capped at 8.475,55). December: base 10.666,67 × 11/20 = 5.866,6685 → 5.866,67, INSS
    // 988,09 × 11/20 = 543,4495 → 543,45; month 12.000,00 × 19/30 = 7.600,00; 7.600,00 +
    // 5.866,67 is above the ceiling → 988,09 − 543,45 = 444,64. January: 9 days, base 4.800,00,
    // INSS 444,64; month 8.400,00; 988,09 − 444,64 = 543,45. Each competência: 988,09.
    const month = (competencia: string, ferias: { dias: number; base: number; inss: number }) =>
      run({ salarioBase: 1200000, competencia, ferias });
    const dec = month('2026-12-01', { dias: 11, base: 586667, inss: 54345 });
    const jan = month('2027-01-01', { dias: 9, base: 480000, inss: 44464 });
    expect([dec.descontoINSS, jan.descontoINSS]).toEqual([44464, 54345]);
    expect([dec.descontoINSS + 54345, jan.descontoINSS + 44464]).toEqual([98809, 98809]);
  });

  it('takes the benefit shares only up to the net the month leaves, saying what was due', () => {
    // R$ 9.500,00 on férias 1–30/12 (receipt at the ceiling) with R$ 300,00 of commissions: DSR
    // 300,00 × 5 ÷ 26 = 57,6923… → 57,69; proventos 357,69; INSS 988,09 − 988,09 = 0; IRRF 0.
    // Vale-alimentação 60,00 taken whole, leaving 297,69 for the plano de saúde's 350,00.
    const result = run({
      salarioBase: 950000,
      competencia: '2026-12-01',
      ferias: { dias: 30, base: 1266667, inss: 98809 },
      comissoes: 30000,
      valeAlimentacao: 6000,
      planoSaudeValor: 35000,
      planoDentalValor: 3990,
    });
    expect(result.linhas.map((l) => [l.codigo, l.valor, l.referencia])).toEqual([
      ['comissoes', 30000, null],
      ['dsr_comissoes', 5769, '5/26'],
      ['vale_alimentacao', 6000, null],
      ['plano_saude', 29769, `de ${formatBRL(35000)}`],
    ]);
    expect([result.salarioLiquido, result.descontoINSS, result.fgts]).toEqual([0, 0, 2862]);
    // Without férias in the month the refusal stands: the office revises the entries.
    expect(() => run({ salarioBase: 162100, outrosDescontos: 200000 })).toThrow(PayrollError);
  });

  it('30 days of férias in December pay no salary day, and no INSS beyond the receipt’s', () => {
    // R$ 9.500,00, férias 1–30/12: receipt 9.500,00 + 3.166,67 = 12.666,67 → INSS 988,09.
    const result = run({
      salarioBase: 950000,
      competencia: '2026-12-01',
      ferias: { dias: 30, base: 1266667, inss: 98809 },
    });
    expect(result.linhas).toEqual([]);
    expect([result.totalProventos, result.descontoINSS, result.fgts]).toEqual([0, 0, 0]);
  });
});

describe('computePayroll: insalubridade and periculosidade', () => {
  it.each([
    [10, 16210],
    [20, 32420],
    [40, 64840],
  ] as const)('insalubridade %i %% of the minimum wage = %i', (grade, valor) => {
    expect(line({ insalubridade: grade }, 'insalubridade')).toMatchObject({
      valor,
      referencia: `${grade}%`,
    });
    expect(run({ insalubridade: grade }).baseINSS).toBe(300000 + valor);
  });

  it('periculosidade is 30 % of the base salary', () => {
    expect(line({ salarioBase: 500000, periculosidade: true }, 'periculosidade')?.valor).toBe(
      150000,
    );
    expect(line({ salarioBase: 162133, periculosidade: true }, 'periculosidade')?.valor).toBe(
      48640,
    ); // 48639,9
  });

  it('refuses both at once', () => {
    expect(() => run({ insalubridade: 20, periculosidade: true })).toThrow(PayrollError);
  });
});

describe('computePayroll: absences', () => {
  it.each([
    [300000, 1, 13636], // 136,3636…
    [300000, 2, 27273], // 272,7272…
    [220000, 3, 30000],
  ])('base %i, %i days absent → %i, lowering the bases', (salarioBase, diasFaltas, valor) => {
    const result = run({ salarioBase, diasFaltas });
    expect(result.descontoFaltas).toBe(valor);
    expect(result.baseINSS).toBe(salarioBase - valor);
    expect(result.baseFGTS).toBe(salarioBase - valor);
    expect(result.linhas.find((l) => l.codigo === 'faltas')).toMatchObject({
      tipo: 'desconto',
      valor,
    });
  });

  it('2 days on R$ 3.000,00: INSS on 2.727,27 is 221,14; FGTS 218,18; net 2.506,13', () => {
    const result = run({ diasFaltas: 2 });
    expect([result.descontoINSS, result.fgts, result.salarioLiquido]).toEqual([
      22114, 21818, 250613,
    ]);
    expect(line({ diasFaltas: 2 }, 'faltas')?.referencia).toBe('2 dias');
    expect(line({ diasFaltas: 1 }, 'faltas')?.referencia).toBe('1 dia');
  });
});

describe('computePayroll: a month worked in part (admission or dismissal in it)', () => {
  // R$ 3.000,00 for 12 of 30 days: 300000 × 12 / 30 = 120000; the hourly rate stays base / 220.
  it.each([
    [30, 300000, '30 dias'],
    [12, 120000, '12 dias'],
    [1, 10000, '1 dia'],
    [7, 70000, '7 dias'],
  ])('%i days: the salary line is %i centavos, reference %s', (days, valor, referencia) => {
    expect(line({ diasTrabalhados: days }, 'salario_base')).toMatchObject({ valor, referencia });
  });

  it('pays the premiums and the voucher share for the days, overtime at the whole rate', () => {
    // Periculosidade 30 % of the month's 120000 = 36000; insalubridade 20 % of 162100 × 12/30:
    // 32420 × 12 / 30 = 12968; vale-transporte 6 % of 120000 = 7200 (below the R$ 200 voucher).
    expect(line({ diasTrabalhados: 12, periculosidade: true }, 'periculosidade')?.valor).toBe(
      36000,
    );
    expect(line({ diasTrabalhados: 12, insalubridade: 20 }, 'insalubridade')?.valor).toBe(12968);
    expect(line({ diasTrabalhados: 12, valeTransporte: true }, 'vale_transporte')?.valor).toBe(
      7200,
    );
    // 10 h at 50 %: 300000 / 220 × 10 × 1,5 = 20454,5… → 20455, as in a whole month.
    expect(line({ diasTrabalhados: 12, horasExtras50: 10 }, 'hora_extra_50')?.valor).toBe(
      line({ horasExtras50: 10 }, 'hora_extra_50')?.valor,
    );
  });

  it.each([-1, 31, 2.5])('refuses %s days worked', (days) => {
    expect(() => run({ diasTrabalhados: days })).toThrow(RangeError);
  });
});

describe('computePayroll: vale-transporte', () => {
  it.each([
    [300000, true, 18000], // 6 % = 180,00, below the voucher
    [333333, true, 20000], // 6 % = 199,9998 → 200,00
    [500000, true, 20000], // 6 % = 300,00 → capped at the voucher's 200,00
    [162100, true, 9726],
    [500000, false, 0], // not opted in
  ])('base %i, opted in %s → %i', (salarioBase, valeTransporte, valor) => {
    expect(run({ salarioBase, valeTransporte }).descontoValeTransporte).toBe(valor);
  });
});

describe('computePayroll: a full payslip', () => {
  // Base 4.500,00; 12,5 h at 50 %; 4 h at 100 %; 20 h at night; insalubridade 20 %; função
  // gratificada 500,00; comissões 1.250,50; 1 day absent; 2 dependents; VT; VA 50,00; VR 120,00;
  // health 250,00; dental 39,90; an advance of 1.000,00; November 2026 (DSR 7/23). By hand:
  //   night 4.500,00 ÷ 220 × 20 × 20 % = 81,8181… → 81,82; insalubridade 324,20
  //   overtime's hour (Súmula 264): (4.500,00 + 324,20 + 81,82) ÷ 220 = 4.906,02 ÷ 220:
  //     HE50 × 12,5 × 1,5 = 418,1267… → 418,13; HE100 × 4 × 2 = 178,4007… → 178,40
  //   DSR: overtime 596,53 × 7/23 = 181,5526… → 181,55; commissions 1.250,50 × 7/23 = 380,5869…
  //     → 380,59
  //   proventos 7.815,19; faltas 204,55 (204,5454…); taxable 7.610,64
  //   INSS 411,1122 + 3.256,37 × 14 % = 867,0040 → 867,00 (11,39 % effective)
  //   IRRF legal deduction 867,00 + 379,18 = 1.246,18; base 6.364,46 × 27,5 % = 1.750,23 − 908,73
  //        = 841,50; no reduction (income above 7.350,00); IRRF 841,50
  //   descontos 3.572,95; net 4.242,24; FGTS 608,85
  const input: Partial<PayrollInput> = {
    salarioBase: 450000,
    horasExtras50: 12.5,
    horasExtras100: 4,
    horasNoturnas: 20,
    insalubridade: 20,
    funcaoGratificada: 50000,
    comissoes: 125050,
    valeTransporte: true,
    valeAlimentacao: 5000,
    valeRefeicao: 12000,
    diasFaltas: 1,
    dependentes: 2,
    planoSaudeValor: 25000,
    planoDentalValor: 3990,
    outrosDescontos: 100000,
  };

  it('has every line, in order, with its value and reference', () => {
    expect(
      run(input).linhas.map((l) => [l.codigo, l.descricao, l.referencia, l.tipo, l.valor]),
    ).toEqual([
      ['salario_base', 'Salário base', '30 dias', 'provento', 450000],
      ['hora_extra_50', 'Horas extras 50%', '12,50 h', 'provento', 41813],
      ['hora_extra_100', 'Horas extras 100%', '4,00 h', 'provento', 17840],
      ['adicional_noturno', 'Adicional noturno', '20,00 h', 'provento', 8182],
      ['insalubridade', 'Insalubridade', '20%', 'provento', 32420],
      ['funcao_gratificada', 'Função gratificada', null, 'provento', 50000],
      ['comissoes', 'Comissões', null, 'provento', 125050],
      ['dsr_horas_extras', 'DSR sobre horas extras', '7/23', 'provento', 18155],
      ['dsr_comissoes', 'DSR sobre comissões', '7/23', 'provento', 38059],
      ['faltas', 'Faltas', '1 dia', 'desconto', 20455],
      ['inss', 'INSS', '11,39%', 'desconto', 86700],
      ['irrf', 'IRRF', '27,5%', 'desconto', 84150],
      ['vale_transporte', 'Vale-transporte', '6%', 'desconto', 20000],
      ['vale_alimentacao', 'Vale-alimentação', null, 'desconto', 5000],
      ['vale_refeicao', 'Vale-refeição', null, 'desconto', 12000],
      ['plano_saude', 'Plano de saúde', null, 'desconto', 25000],
      ['plano_odontologico', 'Plano odontológico', null, 'desconto', 3990],
      ['outros_descontos', 'Outros descontos', null, 'desconto', 100000],
    ]);
  });

  it('totals, bases and FGTS', () => {
    expect(run(input)).toMatchObject({
      totalProventos: 781519,
      totalDescontos: 357295,
      salarioLiquido: 424224,
      descontoINSS: 86700,
      descontoIRRF: 84150,
      descontoFaltas: 20455,
      descontoValeTransporte: 20000,
      baseINSS: 761064,
      baseIRRF: 636446,
      baseFGTS: 761064,
      fgts: 60885,
      deducaoIRRF: { tipo: 'legal', valor: 124618 },
      reducaoLei15270: 0,
    });
  });
});

describe('computePayroll: refusals', () => {
  it('descontos above proventos', () => {
    expect(() => run({ salarioBase: 162100, outrosDescontos: 200000 })).toThrow(
      new PayrollError('Os descontos superam os proventos.'),
    );
  });

  it('net exactly zero is allowed', () => {
    // 1.621,00 − INSS 121,58 = 1.499,42 left for other descontos
    expect(run({ salarioBase: 162100, outrosDescontos: 149942 }).salarioLiquido).toBe(0);
  });

  it.each([{ salarioBase: 100.5 }, { comissoes: -1 }, { diasFaltas: 1.5 }, { horasExtras50: -2 }])(
    'refuses %j',
    (input) => {
      expect(() => run(input)).toThrow(RangeError);
    },
  );
});
