import { addMonths, daysBetween, isCalendarDate, monthEnd } from '../dates.ts';
import { payrollLines, payrollTotals, taxedPayroll, type PayrollResult } from './payslip.ts';
import { applyRate, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';

/**
 * The months of `ano` that count for the 13º (Lei 4.090/62): each calendar month in which the
 * employee worked 15 days or more, between admission and dismissal (both days worked).
 */
export function mesesDecimoTerceiro(
  admissao: string,
  demissao: string | null,
  ano: number,
): number {
  if (!isCalendarDate(admissao) || (demissao !== null && !isCalendarDate(demissao)))
    throw new RangeError('datas no formato AAAA-MM-DD');
  let meses = 0;
  for (let month = 0; month < 12; month++) {
    const first = addMonths(`${ano}-01-01`, month);
    const start = admissao > first ? admissao : first;
    const end = demissao !== null && demissao < monthEnd(first) ? demissao : monthEnd(first);
    if (daysBetween(start, end) + 1 >= 15) meses++;
  }
  return meses;
}

/** One installment of the 13º: money in centavos, months from mesesDecimoTerceiro. */
export type DecimoTerceiroInput = {
  parcela: 1 | 2;
  /** Base salary plus the fixed adicionais, as the caller gives it. */
  remuneracao: number;
  meses: number;
  /** The average of the year's variable earnings (overtime, commissions…). */
  mediaVariaveis: number;
  dependentes: number;
  /** What the 1st installment paid (used by the 2nd). */
  primeiraParcela: number;
};

/**
 * One installment of the 13º salário. The full 13º is (remuneração + média) × meses / 12.
 * The 1st (November) pays half of it with no INSS or IRRF, FGTS due on it. The 2nd (December)
 * pays the full 13º less the 1st as 'Adiantamento 13º'; INSS on the full 13º on its own, IRRF
 * exclusively at source on full − INSS − dependents, FGTS on the full less what the 1st paid.
 */
export function decimoTerceiro(input: DecimoTerceiroInput, tables: PayrollTables): PayrollResult {
  const { remuneracao, meses, mediaVariaveis, primeiraParcela } = input;
  if (!Number.isInteger(meses) || meses < 0 || meses > 12) throw new RangeError('meses de 0 a 12');
  const avos = `${meses}/12`;
  // The fixed part and the average of the variables (Decreto 57.155/1965 art. 2º), each its own
  // line: × meses / 12 (or / 24, half, for the 1st installment), exact and rounded half up once.
  const part = (cents: number, twelfths: bigint) =>
    roundHalfUp(scaled(cents, 0) * BigInt(meses), twelfths);
  if (input.parcela === 1) {
    const fixo = part(remuneracao, 24n);
    const media = part(mediaVariaveis, 24n);
    const valor = fixo + media;
    const referencia = `1ª parcela, ${avos}`;
    const linhas = payrollLines({
      decimo_terceiro: { valor: fixo, referencia },
      media_decimo_terceiro: { valor: media, referencia },
    });
    return {
      linhas,
      ...payrollTotals(linhas),
      descontoINSS: 0,
      descontoIRRF: 0,
      descontoFaltas: 0,
      descontoValeTransporte: 0,
      baseINSS: 0,
      baseIRRF: 0,
      baseFGTS: valor,
      fgts: applyRate(valor, tables.fgts),
      deducaoIRRF: { tipo: 'legal', valor: 0 },
      reducaoLei15270: 0,
    };
  }
  const fixo = part(remuneracao, 12n);
  const media = part(mediaVariaveis, 12n);
  const integral = fixo + media;
  // The 13º is taxed exclusively at source by the monthly table, without the simplified
  // deduction. Our choice: the Lei 15.270 reduction applies too (when the tables turn it on),
  // on the 13º as its own income: the law reduces the tax of the monthly table, which is the
  // table the 13º is taxed by, so an employee whose 13º is up to 5.000,00 pays no IRRF on it.
  return taxedPayroll(
    {
      decimo_terceiro: { valor: fixo, referencia: avos },
      media_decimo_terceiro: { valor: media, referencia: avos },
      adiantamento_decimo_terceiro: { valor: primeiraParcela, referencia: null },
    },
    integral,
    {
      dependentes: input.dependentes,
      simplificado: false,
      // Taxed exclusively at source: a tax of R$ 10,00 or less is withheld all the same.
      exclusiva: true,
      // The 2nd installment's FGTS: on the full 13º, less the FGTS already deposited on the 1st.
      fgts: {
        base: integral - primeiraParcela,
        valor: applyRate(integral, tables.fgts) - applyRate(primeiraParcela, tables.fgts),
      },
    },
    tables,
  );
}
