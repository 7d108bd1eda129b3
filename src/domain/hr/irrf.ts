import { applyRate, roundHalfUp, scaled } from './rates.ts';
import { LEI_15270, type PayrollTables } from './tables.ts';

/** What IRRF is computed on: the month's gross taxable income, the INSS withheld, dependents. */
export type IrrfInput = {
  rendimentos: number;
  inss: number;
  dependentes: number;
  /** Whether the simplified deduction may replace the legal one (true unless said otherwise). */
  simplificado?: boolean;
  /** Income taxed exclusively at source (the 13º): a tax of R$ 10,00 or less is withheld too. */
  exclusiva?: boolean;
};

/**
 * Lei 9.430/1996 art. 67: the income tax at source of R$ 10,00 or less is not withheld on
 * income that enters the annual adjustment (salaries, férias). Income taxed exclusively at
 * source (the 13º: Lei 7.713/1988 art. 26) is out of the article: its tax is withheld whatever
 * its size.
 */
export const IRRF_DISPENSA_ATE = 1000;

/** The IRRF of a run, each step kept for the payslip. */
export type IrrfResult = {
  base: number;
  deducao: { tipo: 'legal' | 'simplificada'; valor: number };
  impostoTabela: number;
  reducao: number;
  imposto: number;
  /** The rate of the bracket the base fell in (0 at or below the exemption). */
  aliquota: number;
};

/** The table's tax on a base: 0 at or below the exemption, else base × rate − deduction, half up. */
export function irrfTabela(base: number, tables: PayrollTables) {
  if (base <= tables.irrfIsencao) return { imposto: 0, aliquota: 0 };
  const bracket =
    tables.irrf.find((b) => b.limite === null || base <= b.limite) ?? tables.irrf.at(-1);
  if (!bracket) return { imposto: 0, aliquota: 0 };
  return {
    imposto: Math.max(0, applyRate(base, bracket.aliquota) - bracket.deducao),
    aliquota: bracket.aliquota,
  };
}

/**
 * The Lei 15.270/2025 reduction on a month's gross taxable income, before the cap at the tax:
 * null up to the exemption (the whole tax), the parcela − fator × income half up within the band
 * (never below zero), 0 above it.
 */
export function reducaoLei15270(rendimentos: number): number | null {
  if (rendimentos <= LEI_15270.isentoAte) return null;
  if (rendimentos > LEI_15270.reducaoAte) return 0;
  const million = 10n ** 6n;
  const exact =
    scaled(LEI_15270.parcela, 0) * million - scaled(rendimentos, 0) * scaled(LEI_15270.fator, 6);
  return Math.max(0, roundHalfUp(exact, million));
}

/**
 * The month's IRRF. Deduction: INSS + dependents × the per-dependent value, or the simplified
 * deduction when that is larger (and allowed); base = income − deduction, floor 0; the table's
 * tax; then the Lei 15.270 reduction when the tables turn it on (on the gross income, capped at
 * the table's tax); a tax of R$ 10,00 or less is not withheld (IRRF_DISPENSA_ATE).
 */
export function irrf(input: IrrfInput, tables: PayrollTables): IrrfResult {
  const legal = input.inss + input.dependentes * tables.irrfDeducaoDependente;
  const simplified = input.simplificado !== false && tables.irrfDescontoSimplificado > legal;
  const deducao = simplified
    ? { tipo: 'simplificada' as const, valor: tables.irrfDescontoSimplificado }
    : { tipo: 'legal' as const, valor: legal };
  const base = Math.max(0, input.rendimentos - deducao.valor);
  const { imposto: impostoTabela, aliquota } = irrfTabela(base, tables);
  const reducao = tables.irrfReducaoLei15270
    ? Math.min(impostoTabela, reducaoLei15270(input.rendimentos) ?? impostoTabela)
    : 0;
  const apurado = impostoTabela - reducao;
  const imposto = !input.exclusiva && apurado <= IRRF_DISPENSA_ATE ? 0 : apurado;
  return { base, deducao, impostoTabela, reducao, imposto, aliquota };
}
