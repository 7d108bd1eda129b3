import type { AbsenceRule } from './values.ts';

/**
 * The payroll's tables: all money in integer centavos, all rates in percent. A company's
 * settings are a copy of these it may edit; the engine reads only what it is given.
 */
export type PayrollTables = {
  /** Exactly 4 brackets, ascending; the last limite is the ceiling (teto). */
  inss: { limite: number; aliquota: number }[];
  irrfIsencao: number;
  /** The 4 brackets above the exemption, ascending; the last limite is null. */
  irrf: { limite: number | null; aliquota: number; deducao: number }[];
  irrfDeducaoDependente: number;
  irrfDescontoSimplificado: number;
  /** Whether the reduction of Lei 15.270/2025 applies. */
  irrfReducaoLei15270: boolean;
  /** The employee's vale-transporte share, in percent of the base salary. */
  valeTransporteDescontoMax: number;
  /** The voucher's fixed monthly value. */
  valeTransporteValor: number;
  horaExtra50: number;
  horaExtra100: number;
  adicionalNoturno: number;
  salarioMinimo: number;
  fgts: number;
  /** How a day absent is discounted (absences.ts); absent: the spec's salary ÷ 22 × days. */
  faltas?: AbsenceRule;
};

/**
 * The tables a run computes with when its salaries are paid in a later month than its
 * competência: everything of `competencia`'s version (INSS, FGTS, premiums, mínimo: by
 * competência), but the IRRF of `pagamento`'s — the IRRF on wages arises when they are paid
 * (Lei 7.713/1988 art. 7º §1º: withheld on each payment, regime de caixa), so the table in force
 * on the payment date applies (a November payroll paid in December withholds by December's).
 */
export function withIrrfOf(competencia: PayrollTables, pagamento: PayrollTables): PayrollTables {
  return {
    ...competencia,
    irrfIsencao: pagamento.irrfIsencao,
    irrf: pagamento.irrf,
    irrfDeducaoDependente: pagamento.irrfDeducaoDependente,
    irrfDescontoSimplificado: pagamento.irrfDescontoSimplificado,
    irrfReducaoLei15270: pagamento.irrfReducaoLei15270,
  };
}

/** The 2026 tables (INSS portaria of January 2026, IRRF table in force since May 2025). */
export const TABLES_2026: PayrollTables = {
  inss: [
    { limite: 162100, aliquota: 7.5 },
    { limite: 290284, aliquota: 9 },
    { limite: 435427, aliquota: 12 },
    { limite: 847555, aliquota: 14 },
  ],
  irrfIsencao: 242880,
  irrf: [
    { limite: 282665, aliquota: 7.5, deducao: 18216 },
    { limite: 375105, aliquota: 15, deducao: 39416 },
    { limite: 466468, aliquota: 22.5, deducao: 67549 },
    { limite: null, aliquota: 27.5, deducao: 90873 },
  ],
  irrfDeducaoDependente: 18959,
  irrfDescontoSimplificado: 60720,
  irrfReducaoLei15270: true,
  valeTransporteDescontoMax: 6,
  valeTransporteValor: 20000,
  horaExtra50: 50,
  horaExtra100: 100,
  adicionalNoturno: 20,
  salarioMinimo: 162100,
  fgts: 8,
  faltas: 'dias_uteis',
};

/**
 * The monthly IRRF reduction of Lei 15.270/2025, on the month's gross taxable income: up to
 * `isentoAte` the whole tax; up to `reducaoAte` the `parcela` − `fator` × income (never more than
 * the tax, never below zero); above it none.
 */
export const LEI_15270 = {
  isentoAte: 500000,
  reducaoAte: 735000,
  parcela: 97862,
  fator: 0.133145,
} as const;
