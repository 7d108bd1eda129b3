// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos; totals, bases and the net are sums of the
// rounded lines. Hourly rate = base / 220 kept exact inside each line; absence = base / 22 × days.
import { describe, expect, it } from 'vitest';
import { NO_REDUCTION, sampleMonth } from '../../test-support/payroll.ts';
import { computePayroll, type PayrollInput } from './payroll.ts';
import { PayrollError } from './payslip.ts';
import { TABLES_2026 } from './tables.ts';

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
  it.each([
    // base, HE50 h, HE100 h, night h → HE50, HE100, night
    [220000, 10, 5.5, 8.25, 15000, 11000, 1650], // hourly 10,00 exactly
    [162100, 3.33, 1.25, 7.5, 3680, 1842, 1105], // 7,3681…/h: 36,80406; 18,42045; 11,05227
    [300000, 0.01, 0.01, 0.01, 20, 27, 3], // 0,2045…; 0,2727…; 0,0272…
  ])(
    'base %i: %f h at 50 %%, %f h at 100 %%, %f h at night',
    (salarioBase, h50, h100, night, v50, v100, vNight) => {
      const result = run({
        salarioBase,
        horasExtras50: h50,
        horasExtras100: h100,
        horasNoturnas: night,
      });
      const values = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
      expect([values.hora_extra_50, values.hora_extra_100, values.adicional_noturno]).toEqual([
        v50,
        v100,
        vNight,
      ]);
      expect(result.totalProventos).toBe(salarioBase + v50 + v100 + vNight);
      expect(result.baseINSS).toBe(result.totalProventos);
    },
  );

  it('shows hours as the reference', () => {
    expect(line({ horasExtras50: 10 }, 'hora_extra_50')?.referencia).toBe('10,00 h');
    expect(line({ horasNoturnas: 8.25 }, 'adicional_noturno')?.referencia).toBe('8,25 h');
  });

  it('refuses hours with more than 2 decimals', () => {
    expect(() => run({ horasExtras50: 1.234 })).toThrow(RangeError);
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
  // health 250,00; dental 39,90; an advance of 1.000,00. Worked by hand:
  //   hourly 20,4545…: HE50 383,52; HE100 163,64; night 81,82; insalubridade 324,20
  //   proventos 7.203,68; faltas 204,55 (204,5454…); taxable 6.999,13
  //   INSS 411,1122 + 2.644,86 × 14 % = 781,3926 → 781,39 (11,16 % effective)
  //   IRRF legal deduction 781,39 + 379,18 = 1.160,57; base 5.838,56 × 27,5 % = 1.605,60 − 908,73
  //        = 696,87; reduction 978,62 − 0,133145 × 6.999,13 = 46,7208 → 46,72; IRRF 650,15
  //   descontos 3.295,99; net 3.907,69; FGTS 559,93
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
      ['hora_extra_50', 'Horas extras 50%', '12,50 h', 'provento', 38352],
      ['hora_extra_100', 'Horas extras 100%', '4,00 h', 'provento', 16364],
      ['adicional_noturno', 'Adicional noturno', '20,00 h', 'provento', 8182],
      ['insalubridade', 'Insalubridade', '20%', 'provento', 32420],
      ['funcao_gratificada', 'Função gratificada', null, 'provento', 50000],
      ['comissoes', 'Comissões', null, 'provento', 125050],
      ['faltas', 'Faltas', '1 dia', 'desconto', 20455],
      ['inss', 'INSS', '11,16%', 'desconto', 78139],
      ['irrf', 'IRRF', '27,5%', 'desconto', 65015],
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
      totalProventos: 720368,
      totalDescontos: 329599,
      salarioLiquido: 390769,
      descontoINSS: 78139,
      descontoIRRF: 65015,
      descontoFaltas: 20455,
      descontoValeTransporte: 20000,
      baseINSS: 699913,
      baseIRRF: 583856,
      baseFGTS: 699913,
      fgts: 55993,
      deducaoIRRF: { tipo: 'legal', valor: 116057 },
      reducaoLei15270: 4672,
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
