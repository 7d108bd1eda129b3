// The rescisão, kind by kind, with the 2026 tables: each figure computed by hand from the law in
// the comments (money in reais; the test compares centavos).
import { describe, expect, it } from 'vitest';
import {
  noticeDays,
  rescission,
  rescissionDue,
  vacationTwelfths,
  type RescissionInput,
} from './rescission.ts';
import { TABLES_2026 } from './tables.ts';

describe('noticeDays (Lei 12.506/2011: 30 days plus 3 per full year, up to 90)', () => {
  it.each([
    ['2020-06-01', 30], // under a year
    ['2021-01-09', 30], // a day short of the first year
    ['2021-01-10', 33], // one full year
    ['2027-03-15', 51], // 7 full years: 30 + 21
    ['2040-01-10', 90], // 20 years: 30 + 60, the ceiling
    ['2045-01-10', 90], // 25 years: still 90
  ])('admitted 10/01/2020, ending %s: %i days', (data, dias) => {
    expect(noticeDays('2020-01-10', data)).toBe(dias);
  });
});

describe('vacationTwelfths (CLT art. 146 parágrafo único: a fraction of 15 days or more is a month)', () => {
  it.each([
    ['2027-01-05', '2027-04-17', 3], // 3 months and 13 days
    ['2027-01-05', '2027-04-19', 4], // 3 months and 15 days
    ['2027-01-05', '2027-01-18', 0], // 14 days
    ['2026-03-02', '2026-11-30', 9], // 8 months and 29 days
    ['2026-01-05', '2027-01-04', 12], // the whole period
    ['2027-04-18', '2027-04-17', 0], // a period starting after the end
  ])('%s to %s: %i/12', (inicio, fim, avos) => {
    expect(vacationTwelfths(inicio, fim)).toBe(avos);
  });
});

/** Admitted 05/01/2026, R$ 3.000,00, ending 15/03/2027 with 30 days of férias vencidas. */
const base = (over: Partial<RescissionInput>): RescissionInput => ({
  tipo: 'sem_justa_causa',
  aviso: 'indenizado',
  admissao: '2026-01-05',
  data: '2027-03-15',
  remuneracao: 300000,
  mediaVariaveis: 0,
  dependentes: 0,
  feriasVencidas: [{ dias: 30, dobro: false }],
  feriasDireito: 30,
  adiantamento13: 0,
  decimoTerceiroQuitado: false,
  saldoFgts: 1000000,
  ...over,
});

const figures = (input: RescissionInput) => {
  const result = rescission(input, TABLES_2026);
  return {
    linhas: Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor])),
    proventos: result.totalProventos,
    descontos: result.totalDescontos,
    liquido: result.liquido,
    fgts: result.fgts,
    multa: result.multaFgts,
  };
};

describe('rescission', () => {
  it('sem justa causa, aviso indenizado: the aviso projects the 13º and the férias (OJ 82 SDI-1)', () => {
    // Saldo: 3.000 / 30 × 15 days (1–15 March) = 1.500,00. Aviso: 1 full year → 33 days
    // (Lei 12.506): 3.000 / 30 × 33 = 3.300,00; the contract ends with it on 17/04/2027.
    // 13º: January to April 2027 (17 days in April ≥ 15) = 4/12 → 1.000,00 (Lei 4.090).
    // Férias vencidas 30 days = 3.000,00; proporcionais from 05/01/2027 to 17/04/2027: 3
    // months and 13 days = 3/12 → 3.000 × 3/12 = 750,00; 1/3 on 3.750,00 = 1.250,00.
    // INSS on the saldo only: 1.500 × 7,5 % = 112,50; on the 13º apart: 75,00. IRRF: none
    // (1.500 − 607,20 and 1.000 − 75 under the exemption). FGTS on 1.500 + 3.300 + 1.000 =
    // 5.800 × 8 % = 464,00; the account 10.000 + 464 = 10.464,00 × 40 % = 4.185,60.
    const result = rescission(base({}), TABLES_2026);
    expect(result.linhas.map((l) => [l.codigo, l.referencia, l.valor])).toEqual([
      ['saldo_salario', '15 dias', 150000],
      ['aviso_previo_indenizado', '33 dias', 330000],
      ['decimo_terceiro_proporcional', '4/12', 100000],
      ['ferias_vencidas', '30 dias', 300000],
      ['ferias_proporcionais', '3/12 de 30 dias', 75000],
      ['terco_ferias', null, 125000],
      ['inss', null, 11250],
      ['inss_decimo_terceiro', null, 7500],
    ]);
    expect(result).toMatchObject({
      totalProventos: 1080000,
      totalDescontos: 18750,
      liquido: 1061250,
      inss: 18750,
      irrf: 0,
      fgts: 46400,
      saldoFgts: 1046400,
      multaFgts: 418560,
      avisoDias: 33,
      projecao: '2027-04-17',
    });
  });

  it.each([
    [
      // Justa causa: saldo 1.500,00 and the férias vencidas 3.000,00 + 1/3 1.000,00 only (art.
      // 146 caput; no proporcionais, Súmula 171 TST; no 13º, Lei 4.090 art. 3º; no aviso, no
      // fine). INSS 112,50; FGTS 1.500 × 8 % = 120,00.
      'justa causa',
      { tipo: 'justa_causa', aviso: null },
      {
        linhas: {
          saldo_salario: 150000,
          ferias_vencidas: 300000,
          terco_ferias: 100000,
          inss: 11250,
        },
        proventos: 550000,
        descontos: 11250,
        liquido: 538750,
        fgts: 12000,
        multa: 0,
      },
    ],
    [
      // Acordo (CLT art. 484-A): the aviso indenizado by half, 3.000 / 60 × 33 = 1.650,00 (I a),
      // its 33 days still projected (our choice); 13º 4/12 and férias as dispensa. FGTS on
      // 1.500 + 1.650 + 1.000 = 4.150 → 332,00; fine 20 % of 10.332,00 = 2.066,40 (I b).
      'acordo',
      { tipo: 'acordo' },
      {
        linhas: {
          saldo_salario: 150000,
          aviso_previo_indenizado: 165000,
          decimo_terceiro_proporcional: 100000,
          ferias_vencidas: 300000,
          ferias_proporcionais: 75000,
          terco_ferias: 125000,
          inss: 11250,
          inss_decimo_terceiro: 7500,
        },
        proventos: 915000,
        descontos: 18750,
        liquido: 896250,
        fgts: 33200,
        multa: 206640,
      },
    ],
    [
      // Pedido de demissão without the aviso worked: no projection; 13º January–March (15 days
      // in March) 3/12 = 750,00; proporcionais 05/01–15/03/2027, 2 months and 11 days = 2/12 =
      // 500,00; 1/3 of 3.500,00 = 1.166,67; the aviso discounted, 30 days = 3.000,00 (CLT art.
      // 487 §2º). INSS 112,50 + 56,25 on the 13º. FGTS on 1.500 + 750 = 2.250 → 180,00; no fine.
      'pedido de demissão, aviso not worked',
      { tipo: 'pedido_demissao' },
      {
        linhas: {
          saldo_salario: 150000,
          decimo_terceiro_proporcional: 75000,
          ferias_vencidas: 300000,
          ferias_proporcionais: 50000,
          terco_ferias: 116667,
          aviso_previo_descontado: 300000,
          inss: 11250,
          inss_decimo_terceiro: 5625,
        },
        proventos: 691667,
        descontos: 316875,
        liquido: 374792,
        fgts: 18000,
        multa: 0,
      },
    ],
    [
      // Sem justa causa with the aviso worked to 31/03/2027: saldo 30 days = 3.000,00; the 3
      // days above 30 indemnified, 300,00, projecting to 03/04/2027: 13º 3/12 = 750,00 (3 days
      // of April); proporcionais 05/01–03/04: 2 months and 30 days = 3/12 = 750,00; 1/3 of
      // 3.750,00 = 1.250,00. INSS on 3.000: 121,575 + 1.281,84 × 9 % = 115,3656 + 97,16 × 12 %
      // = 11,6592 → 248,60; on the 13º 56,25. IRRF: 3.000 − 607,20 = 2.392,80, exempt. FGTS on 3.000 + 300 + 750 = 4.050 → 324,00; fine 40 % of 10.324 = 4.129,60.
      'sem justa causa, aviso worked',
      { aviso: 'trabalhado', data: '2027-03-31' },
      {
        linhas: {
          saldo_salario: 300000,
          aviso_previo_indenizado: 30000,
          decimo_terceiro_proporcional: 75000,
          ferias_vencidas: 300000,
          ferias_proporcionais: 75000,
          terco_ferias: 125000,
          inss: 24860,
          inss_decimo_terceiro: 5625,
        },
        proventos: 905000,
        descontos: 30485,
        liquido: 874515,
        fgts: 32400,
        multa: 412960,
      },
    ],
    [
      // End of a safra contract, R$ 10.000,00 from 02/03/2026 to 30/11/2026: saldo 30 days
      // 10.000,00; 13º March–November 9/12 = 7.500,00; proporcionais 8 months and 29 days =
      // 9/12 = 7.500,00 + 1/3 2.500,00. INSS on the saldo at the ceiling: 988,09; IRRF:
      // 10.000 − 988,09 = 9.011,91 × 27,5 % = 2.478,28 − 908,73 = 1.569,55 (no Lei 15.270
      // reduction above 7.350). 13º apart: INSS 121,575 + 115,3656 + 174,1716 + 3.145,73 × 14 %
      // = 440,4022 → 851,51; IRRF exclusive: 7.500 − 851,51 = 6.648,49 × 27,5 % = 1.828,33 −
      // 908,73 = 919,60. FGTS on 17.500 → 1.400,00; no fine.
      'end of a safra contract',
      {
        tipo: 'fim_contrato',
        aviso: null,
        admissao: '2026-03-02',
        data: '2026-11-30',
        remuneracao: 1000000,
        feriasVencidas: [],
        saldoFgts: 0,
      },
      {
        linhas: {
          saldo_salario: 1000000,
          decimo_terceiro_proporcional: 750000,
          ferias_proporcionais: 750000,
          terco_ferias: 250000,
          inss: 98809,
          inss_decimo_terceiro: 85151,
          irrf: 156955,
          irrf_decimo_terceiro: 91960,
        },
        proventos: 2750000,
        descontos: 432875,
        liquido: 2317125,
        fgts: 140000,
        multa: 0,
      },
    ],
  ] as const)('%s', (_, over, expected) => {
    expect(figures(base(over as Partial<RescissionInput>))).toEqual(expected);
  });

  it('pays the férias vencidas in double once their período concessivo ended (CLT art. 137)', () => {
    // 30 days past the concessivo: 3.000,00 + the dobra 3.000,00; 1/3 on 6.000 + 750 = 2.250,00.
    const { linhas } = figures(base({ feriasVencidas: [{ dias: 30, dobro: true }] }));
    expect(linhas).toMatchObject({
      ferias_vencidas: 300000,
      ferias_vencidas_dobro: 300000,
      terco_ferias: 225000,
    });
  });

  it('deducts the 13º’s 1st installment, and pays no 13º of a year whose 2nd installment closed', () => {
    // Ending 15/12/2026 (admitted 05/01/2026) with the aviso of 30 days to 14/01/2027: 2026's
    // 12/12 less the 1.500,00 advanced, and January 2027 (14 days: not a month).
    const december = base({ data: '2026-12-15', feriasVencidas: [], adiantamento13: 150000 });
    expect(figures(december).linhas).toMatchObject({
      decimo_terceiro_proporcional: 300000,
      adiantamento_decimo_terceiro: 150000,
    });
    const settled = figures({ ...december, decimoTerceiroQuitado: true }).linhas;
    expect(settled.decimo_terceiro_proporcional).toBeUndefined();
    expect(settled.adiantamento_decimo_terceiro).toBeUndefined();
  });
});

describe('rescissionDue (CLT art. 477 §6º)', () => {
  it.each([
    // Ending Monday 15/03/2027: paid by Thursday 25/03; INSS and IRRF by 20/04/2027.
    [
      '2027-03-15',
      { pagamento: '2027-03-25', fgts: '2027-03-25', inss: '2027-04-20', irrf: '2027-04-20' },
    ],
    // Ending 16/03/2027: the 10th day, Friday 26/03/2027, is Good Friday: paid on Thursday 25.
    [
      '2027-03-16',
      { pagamento: '2027-03-25', fgts: '2027-03-25', inss: '2027-04-20', irrf: '2027-04-20' },
    ],
    // Ending 25/11/2026: paid by 04/12 (Friday); the IRRF by the 20th after the payment's
    // month, 20/01/2027 (Wednesday); the INSS of November by 18/12 (the 20th is a Sunday).
    [
      '2026-11-25',
      { pagamento: '2026-12-04', fgts: '2026-12-04', inss: '2026-12-18', irrf: '2027-01-20' },
    ],
  ])('ending %s', (data, due) => {
    expect(rescissionDue(data)).toEqual(due);
  });
});
