import { addDays, addMonths, daysBetween, monthEnd } from '../dates.ts';
import { labelled } from '../labelled.ts';
import { counted } from '../plural.ts';
import { businessDayOnOrBefore, withholdingsDue } from './due-dates.ts';
import { inss } from './inss.ts';
import { irrf } from './irrf.ts';
import { payrollTotals } from './payslip.ts';
import { applyRate, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import { mesesDecimoTerceiro } from './thirteenth.ts';
import { acquisitionPeriod, type AcquisitionPeriod } from './vacation-periods.ts';

// The rescisão (termination) of an employment contract: what is paid, withheld and deposited,
// kind by kind, as a TRCT (termo de rescisão) lists it. Money in centavos.

/** How the contract ends. */
export const { values: RESCISSION_KINDS, labels: RESCISSION_KIND_LABELS } = labelled({
  sem_justa_causa: 'Dispensa sem justa causa',
  pedido_demissao: 'Pedido de demissão',
  justa_causa: 'Dispensa por justa causa',
  acordo: 'Acordo entre as partes (CLT art. 484-A)',
  fim_contrato: 'Término do contrato por prazo determinado ou de safra',
});
export type RescissionKind = (typeof RESCISSION_KINDS)[number];

/**
 * The aviso prévio: worked, or not worked — indemnified by the employer (dispensa, acordo) or,
 * on a pedido de demissão, discounted from the employee (CLT art. 487 §2º).
 */
export const { values: NOTICE_KINDS, labels: NOTICE_KIND_LABELS } = labelled({
  trabalhado: 'Trabalhado',
  indenizado: 'Indenizado (não trabalhado)',
});
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The kinds with an aviso prévio to choose; the others have none. */
export const KINDS_WITH_NOTICE: readonly RescissionKind[] = [
  'sem_justa_causa',
  'pedido_demissao',
  'acordo',
];

/** Every line a TRCT of this project may carry, in its order: proventos, then descontos. */
export const RESCISSION_LINES = {
  saldo_salario: { descricao: 'Saldo de salário', tipo: 'provento' },
  aviso_previo_indenizado: { descricao: 'Aviso prévio indenizado', tipo: 'provento' },
  decimo_terceiro_proporcional: { descricao: '13º salário proporcional', tipo: 'provento' },
  ferias_vencidas: { descricao: 'Férias vencidas', tipo: 'provento' },
  ferias_vencidas_dobro: {
    descricao: 'Férias vencidas em dobro (CLT art. 137)',
    tipo: 'provento',
  },
  ferias_proporcionais: { descricao: 'Férias proporcionais', tipo: 'provento' },
  terco_ferias: { descricao: '1/3 constitucional sobre férias', tipo: 'provento' },
  aviso_previo_descontado: {
    descricao: 'Aviso prévio não cumprido (CLT art. 487 §2º)',
    tipo: 'desconto',
  },
  adiantamento_decimo_terceiro: { descricao: 'Adiantamento 13º', tipo: 'desconto' },
  inss: { descricao: 'INSS', tipo: 'desconto' },
  inss_decimo_terceiro: { descricao: 'INSS sobre 13º', tipo: 'desconto' },
  irrf: { descricao: 'IRRF', tipo: 'desconto' },
  irrf_decimo_terceiro: { descricao: 'IRRF sobre 13º', tipo: 'desconto' },
} as const;
export type RescissionLineCode = keyof typeof RESCISSION_LINES;

/** One line of the TRCT. */
export type RescissionLine = {
  codigo: RescissionLineCode;
  descricao: string;
  referencia: string | null;
  tipo: 'provento' | 'desconto';
  valor: number;
};

/** Complete períodos aquisitivos still owed at the end: days left, and whether in double. */
export type OwedVacation = { dias: number; dobro: boolean };

/** What a rescisão is computed from. */
export type RescissionInput = {
  tipo: RescissionKind;
  /** Sem justa causa, pedido de demissão and acordo: worked or not; the others: null. */
  aviso: NoticeKind | null;
  admissao: string;
  /** The contract's last day (with a worked aviso, its last day). */
  data: string;
  /** Base salary plus the fixed premiums of a month. */
  remuneracao: number;
  /** The average of the variable pay, for the 13º and the férias (CLT art. 142 §§3º, 5º). */
  mediaVariaveis: number;
  dependentes: number;
  /** Periods complete by the end (the aviso indenizado counted) with days left. */
  feriasVencidas: OwedVacation[];
  /** The days the período in course earns by its absences (CLT art. 130). */
  feriasDireito: number;
  /** The 13º of the end's year already paid: its 1st installment, and whether the 2nd closed. */
  adiantamento13: number;
  decimoTerceiroQuitado: boolean;
  /** The deposits the project recorded on the employee's FGTS account. */
  saldoFgts: number;
};

/** The computed rescisão: the TRCT's lines and totals, the taxes, the FGTS and the dates. */
export type RescissionResult = {
  linhas: RescissionLine[];
  totalProventos: number;
  totalDescontos: number;
  liquido: number;
  /** INSS and IRRF withheld: the month's and the 13º's, each by its own rule. */
  inss: number;
  irrf: number;
  /** The month's FGTS deposit (saldo, aviso indenizado, 13º). */
  fgts: number;
  /** The account on which the fine is computed: the recorded deposits plus this one. */
  saldoFgts: number;
  multaFgts: number;
  /** The aviso prévio's days (Lei 12.506/2011) and the day the contract ends with its projection. */
  avisoDias: number;
  projecao: string;
  bases: { inss: number; inss13: number; irrf: number; irrf13: number; fgts: number };
};

/**
 * The aviso prévio's days: 30, plus 3 per full year of service in the company, up to 90 (Lei
 * 12.506/2011 art. 1º and its parágrafo único), counted to the contract's last day.
 */
export function noticeDays(admissao: string, data: string): number {
  let years = 0;
  while (addMonths(admissao, 12 * (years + 1)) <= data) years++;
  return Math.min(90, 30 + 3 * years);
}

/**
 * Months of a período aquisitivo from `inicio` to `fim`: each full month, and a fraction of 15
 * days or more as one more (CLT art. 146 parágrafo único: '1/12 por mês de serviço ou fração
 * superior a 14 dias').
 */
export function vacationTwelfths(inicio: string, fim: string): number {
  if (inicio > fim) return 0;
  let months = 0;
  while (months < 12 && addMonths(inicio, months + 1) <= addDays(fim, 1)) months++;
  const rest = daysBetween(addMonths(inicio, months), fim) + 1;
  return Math.min(12, months + (rest >= 15 ? 1 : 0));
}

/** The período aquisitivo in course the day after `fim` (the one a contract ending on `fim` leaves incomplete). */
export function currentPeriod(admissao: string, fim: string): AcquisitionPeriod {
  let index = 0;
  while (addMonths(admissao, 12 * (index + 1)) <= addDays(fim, 1)) index++;
  return acquisitionPeriod(admissao, index);
}

/** remuneração × numerator / denominator, half up once. */
const share = (remuneracao: number, numerator: number, denominator: number) =>
  roundHalfUp(scaled(remuneracao, 0) * BigInt(numerator), BigInt(denominator));

/** What fixes the contract's end: the kind, the aviso, the admission and the last day. */
export type RescissionTerms = Pick<RescissionInput, 'tipo' | 'aviso' | 'admissao' | 'data'>;

/**
 * The days of the aviso prévio paid (not worked), which also project the contract's end.
 * Sem justa causa: all of them when indemnified; when worked, the 30 days are the salary and the
 * days above 30 (3 per year) are paid (our choice: the worked aviso is 30 days, the proportional
 * days indemnified). Acordo: the same days, paid by half (CLT art. 484-A I a); our choice: they
 * project in full (art. 487 §1º: the aviso counts as service). The projection makes the 13º and
 * the férias count the aviso (OJ 82 SDI-1 TST). Other kinds: none.
 */
function noticeDaysPaid(terms: RescissionTerms): number {
  if (terms.tipo !== 'sem_justa_causa' && terms.tipo !== 'acordo') return 0;
  const dias = noticeDays(terms.admissao, terms.data);
  return terms.aviso === 'indenizado' ? dias : dias - 30;
}

/** The contract's end with the projection of the aviso prévio paid (OJ 82 SDI-1 TST). */
export const projectedEnd = (terms: RescissionTerms) => addDays(terms.data, noticeDaysPaid(terms));

/**
 * The rescisão of a contract (CLT arts. 477–487; Lei 12.506/2011; Lei 4.090/1962; Lei 8.036/1990):
 * - saldo de salário: remuneração / 30 × the days of the last month (at most 30);
 * - aviso prévio (noticePaid); a pedido de demissão without the aviso worked discounts 30 days
 *   (CLT art. 487 §2º), no more than what is left to pay (art. 477 §5º);
 * - 13º proporcional: (remuneração + média) × months / 12 of the end's year with the projection
 *   (Lei 4.090 art. 3º), less the 1st installment paid; none for justa causa (Lei 4.090 art. 3º);
 * - férias vencidas (+ in double when their período concessivo ended, art. 137) in any kind of
 *   end (art. 146 caput); proporcionais: the days earned × twelfths / 12 (art. 146 parágrafo
 *   único), in every kind but justa causa (Súmula 171 TST, which gives them to a pedido de
 *   demissão too, Súmula 261); all with the 1/3 (CF art. 7º XVII; Súmula 328 TST);
 * - INSS: on the saldo, and on the 13º apart (Lei 8.212/1991 art. 28 §7º); férias indenizadas
 *   and their 1/3 (art. 28 §9º d) and the aviso indenizado (indemnity: STJ REsp 1.230.957,
 *   Tema 478) are outside it;
 * - IRRF: on the saldo by the monthly rule; the 13º exclusively at source apart (Lei 7.713/1988
 *   art. 26); férias indenizadas (Súmula 386 STJ) and the aviso indenizado (Lei 7.713 art. 6º V)
 *   are exempt;
 * - FGTS of the month on saldo, aviso indenizado (Súmula 305 TST) and 13º, not on férias
 *   indenizadas (OJ 195 SDI-1 TST); the fine on the account with this deposit: 40 % sem justa
 *   causa (Lei 8.036 art. 18 §1º), half of it, 20 %, in an acordo (CLT art. 484-A I b), none
 *   otherwise (pedido de demissão, justa causa, a fixed term's or safra's end).
 */
export function rescission(input: RescissionInput, tables: PayrollTables): RescissionResult {
  const { remuneracao, tipo } = input;
  const justaCausa = tipo === 'justa_causa';
  const monthStart = `${input.data.slice(0, 7)}-01`;
  const firstDay = input.admissao > monthStart ? input.admissao : monthStart;
  const saldoDias =
    firstDay === monthStart && input.data === monthEnd(input.data)
      ? 30
      : Math.min(30, daysBetween(firstDay, input.data) + 1);
  const saldo = share(remuneracao, saldoDias, 30);

  const avisoDias = noticeDays(input.admissao, input.data);
  const avisoPago = noticeDaysPaid(input);
  const aviso = {
    dias: avisoPago,
    valor: share(remuneracao, avisoPago, tipo === 'acordo' ? 60 : 30),
  };
  const projecao = projectedEnd(input);

  const full = remuneracao + input.mediaVariaveis;
  const endYear = Number(input.data.slice(0, 4));
  let meses = 0;
  for (let year = endYear; !justaCausa && year <= Number(projecao.slice(0, 4)); year++)
    if (year > endYear || !input.decimoTerceiroQuitado)
      meses += mesesDecimoTerceiro(input.admissao, projecao, year);
  const decimo = share(full, meses, 12);
  const adiantamento = justaCausa || input.decimoTerceiroQuitado ? 0 : input.adiantamento13;

  const vencidas = input.feriasVencidas.reduce((sum, owed) => sum + owed.dias, 0);
  const dobroDias = input.feriasVencidas.reduce((sum, o) => sum + (o.dobro ? o.dias : 0), 0);
  const feriasVencidas = share(full, vencidas, 30);
  const feriasDobro = share(full, dobroDias, 30);
  const twelfths = justaCausa
    ? 0
    : vacationTwelfths(currentPeriod(input.admissao, projecao).inicio, projecao);
  const proporcionais = share(full, input.feriasDireito * twelfths, 30 * 12);
  const terco = roundHalfUp(BigInt(feriasVencidas + feriasDobro + proporcionais), 3n);

  const inssMes = inss(saldo, tables);
  const irrfMes = irrf(
    { rendimentos: saldo, inss: inssMes, dependentes: input.dependentes },
    tables,
  );
  const inss13 = inss(decimo, tables);
  const irrf13 = irrf(
    {
      rendimentos: decimo,
      inss: inss13,
      dependentes: input.dependentes,
      simplificado: false,
      exclusiva: true,
    },
    tables,
  );

  const proventosAntes = saldo + aviso.valor + decimo + feriasVencidas + feriasDobro;
  const owedBefore =
    proventosAntes + proporcionais + terco - adiantamento - inssMes - inss13 - irrfMes.imposto;
  const descontoAviso =
    tipo === 'pedido_demissao' && input.aviso === 'indenizado'
      ? Math.max(0, Math.min(remuneracao, owedBefore - irrf13.imposto))
      : 0;

  const values: Partial<Record<RescissionLineCode, [number, string | null]>> = {
    saldo_salario: [saldo, counted(saldoDias, 'dia', 'dias')],
    aviso_previo_indenizado: [aviso.valor, counted(aviso.dias, 'dia', 'dias')],
    decimo_terceiro_proporcional: [decimo, `${meses}/12`],
    ferias_vencidas: [feriasVencidas, counted(vencidas, 'dia', 'dias')],
    ferias_vencidas_dobro: [feriasDobro, counted(dobroDias, 'dia', 'dias')],
    ferias_proporcionais: [proporcionais, `${twelfths}/12 de ${input.feriasDireito} dias`],
    terco_ferias: [terco, null],
    aviso_previo_descontado: [descontoAviso, '30 dias'],
    adiantamento_decimo_terceiro: [adiantamento, null],
    inss: [inssMes, null],
    inss_decimo_terceiro: [inss13, null],
    irrf: [irrfMes.imposto, null],
    irrf_decimo_terceiro: [irrf13.imposto, null],
  };
  const linhas = (Object.keys(RESCISSION_LINES) as RescissionLineCode[]).flatMap((codigo) => {
    const [valor, referencia] = values[codigo] ?? [0, null];
    return valor > 0 ? [{ codigo, ...RESCISSION_LINES[codigo], referencia, valor }] : [];
  });
  const totals = payrollTotals(linhas);

  const baseFgts = saldo + aviso.valor + decimo;
  const fgts = applyRate(baseFgts, tables.fgts);
  const saldoFgts = input.saldoFgts + fgts;
  const finePercent = tipo === 'sem_justa_causa' ? 40 : tipo === 'acordo' ? 20 : 0;
  return {
    linhas,
    totalProventos: totals.totalProventos,
    totalDescontos: totals.totalDescontos,
    liquido: totals.salarioLiquido,
    inss: inssMes + inss13,
    irrf: irrfMes.imposto + irrf13.imposto,
    fgts,
    saldoFgts,
    multaFgts: applyRate(saldoFgts, finePercent),
    avisoDias,
    projecao,
    bases: { inss: saldo, inss13: decimo, irrf: irrfMes.base, irrf13: irrf13.base, fgts: baseFgts },
  };
}

/**
 * When a rescisão's figures are due: the net, the FGTS of the month and the fine within 10 days
 * of the contract's end (CLT art. 477 §6º; our choice: the FGTS rescisório by the same day,
 * deposited with the fine as Lei 8.036/1990 art. 18 asks), moved back to the bank business day
 * before; the INSS by the 20th after the month of the end (Lei 8.212/1991 art. 30 I b, the 13º's
 * too: it is paid in that month); the IRRF by the 20th after the payment's month (Lei
 * 11.196/2005 art. 70 I d).
 */
export function rescissionDue(data: string) {
  const pagamento = businessDayOnOrBefore(addDays(data, 10));
  return {
    pagamento,
    fgts: pagamento,
    inss: withholdingsDue(data),
    irrf: withholdingsDue(pagamento),
  };
}
