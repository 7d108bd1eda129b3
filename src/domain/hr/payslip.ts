import { inss } from './inss.ts';
import { irrf } from './irrf.ts';
import { roundHalfUp } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import type { VacationShare } from './vacation-month.ts';

// A payslip's lines, totals and result, shared by the month (payroll.ts), the 13º and férias.

/** Every line a payslip may carry, in the order it shows them: proventos, then descontos. */
export const PAYROLL_LINE_CODES = [
  'salario_base',
  'hora_extra_50',
  'hora_extra_100',
  'adicional_noturno',
  'insalubridade',
  'periculosidade',
  'funcao_gratificada',
  'comissoes',
  'dsr_horas_extras',
  'dsr_comissoes',
  'decimo_terceiro',
  'media_decimo_terceiro',
  'ferias',
  'media_ferias',
  'terco_constitucional',
  'ferias_dobro',
  'abono_pecuniario',
  'terco_abono',
  'faltas',
  'adiantamento_decimo_terceiro',
  'inss',
  'irrf',
  'vale_transporte',
  'vale_alimentacao',
  'vale_refeicao',
  'plano_saude',
  'plano_odontologico',
  'outros_descontos',
] as const;

/** A payslip line's code. */
export type PayrollLineCode = (typeof PAYROLL_LINE_CODES)[number];

/** Each line's pt-BR description and whether it adds (provento) or takes (desconto). */
export const PAYROLL_LINES: Record<
  PayrollLineCode,
  { descricao: string; tipo: 'provento' | 'desconto' }
> = {
  salario_base: { descricao: 'Salário base', tipo: 'provento' },
  hora_extra_50: { descricao: 'Horas extras 50%', tipo: 'provento' },
  hora_extra_100: { descricao: 'Horas extras 100%', tipo: 'provento' },
  adicional_noturno: { descricao: 'Adicional noturno', tipo: 'provento' },
  insalubridade: { descricao: 'Insalubridade', tipo: 'provento' },
  periculosidade: { descricao: 'Periculosidade', tipo: 'provento' },
  funcao_gratificada: { descricao: 'Função gratificada', tipo: 'provento' },
  comissoes: { descricao: 'Comissões', tipo: 'provento' },
  dsr_horas_extras: { descricao: 'DSR sobre horas extras', tipo: 'provento' },
  dsr_comissoes: { descricao: 'DSR sobre comissões', tipo: 'provento' },
  decimo_terceiro: { descricao: '13º salário', tipo: 'provento' },
  media_decimo_terceiro: { descricao: 'Média das variáveis do 13º', tipo: 'provento' },
  ferias: { descricao: 'Férias', tipo: 'provento' },
  media_ferias: { descricao: 'Média das variáveis das férias', tipo: 'provento' },
  terco_constitucional: { descricao: '1/3 constitucional', tipo: 'provento' },
  ferias_dobro: { descricao: 'Férias em dobro (CLT art. 137)', tipo: 'provento' },
  abono_pecuniario: { descricao: 'Abono pecuniário (CLT art. 143)', tipo: 'provento' },
  terco_abono: { descricao: '1/3 sobre o abono pecuniário', tipo: 'provento' },
  faltas: { descricao: 'Faltas', tipo: 'desconto' },
  adiantamento_decimo_terceiro: { descricao: 'Adiantamento 13º', tipo: 'desconto' },
  inss: { descricao: 'INSS', tipo: 'desconto' },
  irrf: { descricao: 'IRRF', tipo: 'desconto' },
  vale_transporte: { descricao: 'Vale-transporte', tipo: 'desconto' },
  vale_alimentacao: { descricao: 'Vale-alimentação', tipo: 'desconto' },
  vale_refeicao: { descricao: 'Vale-refeição', tipo: 'desconto' },
  plano_saude: { descricao: 'Plano de saúde', tipo: 'desconto' },
  plano_odontologico: { descricao: 'Plano odontológico', tipo: 'desconto' },
  outros_descontos: { descricao: 'Outros descontos', tipo: 'desconto' },
};

/** One payslip line: value in centavos, its reference ('30 dias', '10,00 h', '7,5%') or null. */
export type PayrollLine = {
  codigo: PayrollLineCode;
  descricao: string;
  referencia: string | null;
  tipo: 'provento' | 'desconto';
  valor: number;
};

/** A computed payroll (month, 13º or férias): its lines, totals, bases and FGTS. */
export type PayrollResult = {
  /** Only lines with valor > 0, in PAYROLL_LINE_CODES order. */
  linhas: PayrollLine[];
  totalProventos: number;
  totalDescontos: number;
  salarioLiquido: number;
  descontoINSS: number;
  descontoIRRF: number;
  descontoFaltas: number;
  descontoValeTransporte: number;
  baseINSS: number;
  baseIRRF: number;
  baseFGTS: number;
  /** The employer's deposit: not a desconto. */
  fgts: number;
  deducaoIRRF: { tipo: 'legal' | 'simplificada'; valor: number };
  reducaoLei15270: number;
  /** A month with férias of a closed receipt: their days, base and INSS withheld (absent: none). */
  feriasNoMes?: VacationShare;
};

/** A payroll the rules refuse; its message is pt-BR, for a 400 answer. */
export class PayrollError extends Error {
  override readonly name = 'PayrollError';
}

/** A line's value and reference, before it is placed; `descricao` names it otherwise than its code does. */
export type LineValue = { valor: number; referencia: string | null; descricao?: string };

/** The lines of a result from values by code: in PAYROLL_LINE_CODES order, zero lines left out. */
export function payrollLines(values: Partial<Record<PayrollLineCode, LineValue>>): PayrollLine[] {
  return PAYROLL_LINE_CODES.flatMap((codigo) => {
    const line = values[codigo];
    return line && line.valor > 0 ? [{ codigo, ...PAYROLL_LINES[codigo], ...line }] : [];
  });
}

/** Proventos, descontos and the net of a set of lines; descontos above proventos are refused. */
export function payrollTotals(linhas: readonly Pick<PayrollLine, 'tipo' | 'valor'>[]) {
  const total = (tipo: PayrollLine['tipo']) =>
    linhas.reduce((sum, line) => (line.tipo === tipo ? sum + line.valor : sum), 0);
  const totalProventos = total('provento');
  const totalDescontos = total('desconto');
  if (totalDescontos > totalProventos) throw new PayrollError('Os descontos superam os proventos.');
  return { totalProventos, totalDescontos, salarioLiquido: totalProventos - totalDescontos };
}

/**
 * A payroll taxed on its own (the month's, the 13º's 2nd installment, férias): its lines, INSS
 * and IRRF withheld on `base` (`simplificado: false` leaves the simplified deduction out), and
 * the FGTS deposited on it. A month with férias (`ferias`, their share of a closed receipt)
 * withholds the INSS of the competência's whole remuneration (base + the férias' share), capped
 * at the ceiling, less what the receipt withheld for it (never below 0); its IRRF stays on its
 * own income (the férias were taxed on their receipt).
 */
export function taxedPayroll(
  lines: Partial<Record<PayrollLineCode, LineValue>>,
  base: number,
  taxes: {
    dependentes: number;
    simplificado?: boolean;
    /** Taxed exclusively at source (the 13º): see `irrf`. */
    exclusiva?: boolean;
    /** The IRRF's gross income when it is not the INSS `base` (férias in double). */
    rendimentosIRRF?: number;
    fgts: { base: number; valor: number };
    ferias?: VacationShare | null;
  },
  tables: PayrollTables,
): PayrollResult {
  const ferias = taxes.ferias ?? null;
  const baseINSS = base + (ferias?.base ?? 0);
  const descontoINSS = Math.max(0, inss(baseINSS, tables) - (ferias?.inss ?? 0));
  const imposto = irrf(
    {
      rendimentos: taxes.rendimentosIRRF ?? base,
      inss: descontoINSS,
      dependentes: taxes.dependentes,
      simplificado: taxes.simplificado,
      exclusiva: taxes.exclusiva,
    },
    tables,
  );
  const linhas = payrollLines({
    ...lines,
    inss: {
      valor: descontoINSS,
      referencia: effectiveRateText(descontoINSS + (ferias?.inss ?? 0), baseINSS),
    },
    irrf: { valor: imposto.imposto, referencia: percentText(imposto.aliquota) },
  });
  return {
    linhas,
    ...payrollTotals(linhas),
    descontoINSS,
    descontoIRRF: imposto.imposto,
    descontoFaltas: lines.faltas?.valor ?? 0,
    descontoValeTransporte: lines.vale_transporte?.valor ?? 0,
    baseINSS,
    baseIRRF: imposto.base,
    baseFGTS: taxes.fgts.base,
    fgts: taxes.fgts.valor,
    deducaoIRRF: imposto.deducao,
    reducaoLei15270: imposto.reducao,
    ...(ferias ? { feriasNoMes: ferias } : {}),
  };
}

/** A percent as a payslip reference: 7.5 → '7,5%'. */
export const percentText = (percent: number) => `${String(percent).replace('.', ',')}%`;

/** The INSS line's reference: the effective rate on its base, 2 decimals ('10,69%'). */
export function effectiveRateText(valor: number, base: number): string | null {
  if (base <= 0) return null;
  const hundredths = roundHalfUp(BigInt(valor) * 10000n, BigInt(base));
  return `${(hundredths / 100).toFixed(2).replace('.', ',')}%`;
}
