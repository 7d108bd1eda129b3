// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos. 13º: the full value is remuneração × meses / 12
// plus média × meses / 12, each its own line rounded once; the 1st installment is half of each.
import { describe, expect, it } from 'vitest';
import { NO_REDUCTION, sampleThirteenth } from '../../test-support/payroll.ts';
import { PayrollError } from './payslip.ts';
import { TABLES_2026 } from './tables.ts';
import { decimoTerceiro, mesesDecimoTerceiro, type DecimoTerceiroInput } from './thirteenth.ts';

describe('mesesDecimoTerceiro (15 days or more in a month count it whole)', () => {
  it.each([
    ['2020-05-10', null, 12], // the whole year
    ['2026-01-01', null, 12],
    ['2026-03-16', null, 10], // March: 16 days → counts
    ['2026-03-17', null, 10], // March: 15 days → counts
    ['2026-03-18', null, 9], // March: 14 days → does not
    ['2026-02-14', null, 11], // February 2026: 15 days (14 to 28) → counts
    ['2026-02-15', null, 10], // 14 days → does not
    ['2026-12-17', null, 1], // 15 days of December
    ['2026-12-18', null, 0],
    ['2025-06-01', '2026-07-14', 6], // July: 14 days → does not
    ['2025-06-01', '2026-07-15', 7], // July: 15 days → counts
    ['2026-04-10', '2026-04-20', 0], // 11 days only
    ['2026-04-10', '2026-09-05', 5], // April 21 days; May–August; September 5 days
    ['2027-01-01', null, 0], // admitted after the year
    ['2020-01-01', '2025-12-31', 0], // dismissed before it
  ])('admitted %s, dismissed %s → %i months of 2026', (admissao, demissao, meses) => {
    expect(mesesDecimoTerceiro(admissao, demissao, 2026)).toBe(meses);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => mesesDecimoTerceiro('2026-02-30', null, 2026)).toThrow(RangeError);
    expect(() => mesesDecimoTerceiro('2026-01-01', '15/07/2026', 2026)).toThrow(RangeError);
  });
});

/** The 13º of R$ 3.000,00 over 12 months, 1st installment, unless `input` says otherwise. */
const thirteenth = (input: Partial<DecimoTerceiroInput>, tables = TABLES_2026) =>
  decimoTerceiro(sampleThirteenth({ remuneracao: 300000, ...input }), tables);

const values = (result: ReturnType<typeof decimoTerceiro>) =>
  result.linhas.map((l) => [l.codigo, l.referencia, l.tipo, l.valor]);

describe('decimoTerceiro: 1st installment (November)', () => {
  it('R$ 3.000,00, 12 months: half, no INSS or IRRF, FGTS 8 % on it', () => {
    const result = thirteenth({});
    expect(values(result)).toEqual([['decimo_terceiro', '1ª parcela, 12/12', 'provento', 150000]]);
    expect(result).toMatchObject({
      totalProventos: 150000,
      totalDescontos: 0,
      salarioLiquido: 150000,
      descontoINSS: 0,
      descontoIRRF: 0,
      baseFGTS: 150000,
      fgts: 12000,
    });
  });

  it('proportional with the variable average: (3.600,00 + 123,45) × 10 / 24 = 1.551,4375 → 1.551,44', () => {
    const result = thirteenth({ remuneracao: 360000, meses: 10, mediaVariaveis: 12345 });
    expect([result.salarioLiquido, result.fgts]).toEqual([155144, 12412]);
  });
});

describe('decimoTerceiro: 2nd installment (December)', () => {
  it('R$ 3.000,00, 12 months: full 3.000,00 less the 1.500,00 advance, INSS 248,60, IRRF 0', () => {
    // IRRF exclusive: base 3.000,00 − 248,60 = 2.751,40 (no simplified deduction) → 7,5 %:
    // 206,355 → 206,36 − 182,16 = 24,20, wholly reduced (income up to 5.000,00) → 0
    const result = thirteenth({ parcela: 2, primeiraParcela: 150000 });
    expect(values(result)).toEqual([
      ['decimo_terceiro', '12/12', 'provento', 300000],
      ['adiantamento_decimo_terceiro', null, 'desconto', 150000],
      ['inss', '8,29%', 'desconto', 24860],
    ]);
    expect(result.linhas[1]?.descricao).toBe('Adiantamento 13º');
    expect(result).toMatchObject({
      salarioLiquido: 125140,
      baseINSS: 300000,
      baseIRRF: 275140,
      deducaoIRRF: { tipo: 'legal', valor: 24860 },
      reducaoLei15270: 2420,
      fgts: 12000,
    });
  });

  it('the same without the reduction: IRRF 24,20', () => {
    const result = thirteenth({ parcela: 2, primeiraParcela: 150000 }, NO_REDUCTION);
    expect([result.descontoIRRF, result.salarioLiquido]).toEqual([2420, 122720]);
  });

  // Each case: the 2nd installment's input and the figures it must come to.
  it.each<[string, Partial<DecimoTerceiroInput>, Partial<ReturnType<typeof decimoTerceiro>>]>([
    [
      'R$ 6.500,00: INSS 711,51; IRRF 683,10 − reduction 113,18 = 569,92; net 1.968,57',
      // base 6.500,00 − 711,51 = 5.788,49 × 27,5 % = 1.591,83 − 908,73 = 683,10;
      // reduction 978,62 − 0,133145 × 6.500,00 = 113,1775 → 113,18
      { parcela: 2, remuneracao: 650000, primeiraParcela: 325000 },
      {
        descontoINSS: 71151,
        descontoIRRF: 56992,
        reducaoLei15270: 11318,
        salarioLiquido: 196857,
        fgts: 26000,
      },
    ],
    [
      'above the ceiling with a dependent: INSS 988,09; IRRF 1.104,91 (no reduction above 7.350,00)',
      // full (8.000,00 + 500,00) = 8.500,00; base 8.500,00 − 988,09 − 189,59 = 7.322,32 × 27,5 % =
      // 2.013,638 → 2.013,64 − 908,73 = 1.104,91
      {
        parcela: 2,
        remuneracao: 800000,
        mediaVariaveis: 50000,
        dependentes: 1,
        primeiraParcela: 425000,
      },
      {
        totalProventos: 850000,
        totalDescontos: 425000 + 98809 + 110491,
        salarioLiquido: 215700,
        baseIRRF: 732232,
        deducaoIRRF: { tipo: 'legal', valor: 117768 },
        reducaoLei15270: 0,
        fgts: 34000,
      },
    ],
    [
      'proportional: FGTS is 8 % of the full less the FGTS already on the 1st (1 centavo apart)',
      // full 3.102,875 → 3.102,88; FGTS 248,23 − 124,12 = 124,11 (8 % of 1.551,44 would be 124,12)
      {
        parcela: 2,
        remuneracao: 360000,
        meses: 10,
        mediaVariaveis: 12345,
        primeiraParcela: 155144,
      },
      {
        totalProventos: 310288,
        descontoINSS: 26095,
        descontoIRRF: 0,
        salarioLiquido: 129049,
        baseFGTS: 155144,
        fgts: 12411,
      },
    ],
  ])('%s', (_case, input, figures) => {
    expect(thirteenth(input)).toMatchObject(figures);
  });

  it('refuses an advance larger than what is left', () => {
    expect(() => thirteenth({ parcela: 2, primeiraParcela: 290000 })).toThrow(PayrollError);
  });

  it('refuses months outside 0 to 12', () => {
    expect(() => thirteenth({ meses: 13 })).toThrow(RangeError);
  });
});

describe('decimoTerceiro: the average of the variable pay, its own line', () => {
  // Decreto 57.155/1965 art. 2º: for a variable salary the 13º is 1/11 of the sum of the variable
  // pay through November, plus the fixed salary's part. Variables of R$ 6.600,00 from January to
  // November: 6.600,00 ÷ 11 = 600,00 a month (the average the run gives, run-history.ts).
  it.each([
    // 12 months, 2nd installment: fixed 3.000,00; média 600,00 × 12/12 = 600,00.
    [2, 12, 300000, 60000],
    // 12 months, 1st installment: half of each, 1.500,00 and 300,00.
    [1, 12, 150000, 30000],
    // 7 months, 2nd: 3.000,00 × 7/12 = 1.750,00; 600,00 × 7/12 = 350,00.
    [2, 7, 175000, 35000],
    // 7 months, 1st: 3.000,00 × 7/24 = 875,00; 600,00 × 7/24 = 175,00.
    [1, 7, 87500, 17500],
  ] as const)('installment %i, %i months → fixed %i, média %i', (parcela, meses, fixo, media) => {
    const result = thirteenth({ parcela, meses, mediaVariaveis: 60000 });
    const values = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
    expect([values.decimo_terceiro, values.media_decimo_terceiro]).toEqual([fixo, media]);
    expect(result.linhas.find((l) => l.codigo === 'media_decimo_terceiro')?.descricao).toBe(
      'Média das variáveis do 13º',
    );
  });
});
