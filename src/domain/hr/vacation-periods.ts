import { addDays, addMonths, daysBetween } from '../dates.ts';
import { formatDate } from '../format.ts';

// Férias by the CLT: the período aquisitivo (12 months of the contract, art. 130), the período
// concessivo (the 12 months after it, art. 134), the days earned by absences (art. 130), the
// splitting (art. 134 §1º), the abono pecuniário (art. 143) and the double pay (art. 137).

/**
 * CLT art. 130: the days of férias by the unjustified absences of the período aquisitivo: up to
 * 5 → 30 days; 6 to 14 → 24; 15 to 23 → 18; 24 to 32 → 12; more → none (art. 130 I–IV).
 */
const EARNED_BY_ABSENCES = [
  { ate: 5, dias: 30 },
  { ate: 14, dias: 24 },
  { ate: 23, dias: 18 },
  { ate: 32, dias: 12 },
] as const;

/** The days of férias a período aquisitivo earns with `faltas` unjustified absences (art. 130). */
export function vacationDaysEarned(faltas: number): number {
  return EARNED_BY_ABSENCES.find((row) => faltas <= row.ate)?.dias ?? 0;
}

/** A período aquisitivo: its first and last days, and the last day of its período concessivo. */
export type AcquisitionPeriod = { inicio: string; fim: string; concessivoFim: string };

/** The `index`-th período aquisitivo (0: the first) of a contract from `admissao`. */
export function acquisitionPeriod(admissao: string, index: number): AcquisitionPeriod {
  return {
    inicio: addMonths(admissao, 12 * index),
    fim: addDays(addMonths(admissao, 12 * (index + 1)), -1),
    concessivoFim: addDays(addMonths(admissao, 12 * (index + 2)), -1),
  };
}

/** '10/11/2026 a 09/11/2027'. */
export const periodText = (period: Pick<AcquisitionPeriod, 'inicio' | 'fim'>) =>
  `${formatDate(period.inicio)} a ${formatDate(period.fim)}`;

/** Férias granted: the first day, the days enjoyed and the days sold as abono. */
export type VacationGranted = { inicio: string; dias: number; abono: number };

/** A período aquisitivo as the employee's férias stand: earned, granted, what is left. */
export type PeriodLedger = AcquisitionPeriod & {
  /** The days earned (art. 130), by the absences of the period. */
  direito: number;
  concedidas: VacationGranted[];
  /** Days neither enjoyed nor sold. */
  restantes: number;
};

/** What the ledger of an employee's férias is computed from. */
export type LedgerFacts = {
  admissao: string;
  /**
   * The first month the project paid the employee: periods whose período concessivo ended
   * before it are taken as settled before the project (their férias were not recorded here).
   */
  desde: string;
  /** The unjustified absences of a period (the monthly runs of its months). */
  faltas: (period: AcquisitionPeriod) => number;
  /** The férias granted, in the order they start. */
  concedidas: VacationGranted[];
};

/**
 * The complete períodos aquisitivos by `date` (last day before it) not settled before the
 * project, each with the férias granted assigned to it: each grant to the oldest period with
 * days left on its first day (our choice: the employee's férias settle the oldest debt first).
 */
export function vacationLedger(facts: LedgerFacts, date: string): PeriodLedger[] {
  const periods: PeriodLedger[] = [];
  for (let index = 0; ; index++) {
    const period = acquisitionPeriod(facts.admissao, index);
    if (period.fim >= date) break;
    if (period.concessivoFim < facts.desde) continue;
    const direito = vacationDaysEarned(facts.faltas(period));
    periods.push({ ...period, direito, concedidas: [], restantes: direito });
  }
  for (const grant of facts.concedidas) {
    const owed = periods.find((p) => p.fim < grant.inicio && p.restantes > 0);
    if (!owed) continue;
    owed.concedidas.push(grant);
    owed.restantes = Math.max(0, owed.restantes - grant.dias - grant.abono);
  }
  return periods;
}

/**
 * The período aquisitivo new férias from `inicio` are of, or why none (a pt-BR text naming the
 * rule): the oldest complete period with days left (CLT art. 130: 12 months of the contract
 * before the férias), none left when every complete period is used.
 */
export function periodForVacation(
  facts: LedgerFacts,
  inicio: string,
): { period: PeriodLedger } | { problem: string } {
  const owed = vacationLedger(facts, inicio).find((p) => p.restantes > 0);
  if (owed) return { period: owed };
  const first = acquisitionPeriod(facts.admissao, 0);
  if (first.fim >= inicio)
    return {
      problem: `Férias antes de completar o período aquisitivo (CLT art. 130): o primeiro período, de ${periodText(first)}, se completa em ${formatDate(addDays(first.fim, 1))}.`,
    };
  return {
    problem:
      'Não há período aquisitivo completo com dias de férias restantes (CLT art. 130): as férias do período em curso só podem ser concedidas depois que ele se completar.',
  };
}

/** The art. 134 §1º minimums: a period of at least 14 days, none under 5, at most three. */
export const SPLIT_RULE = { periodos: 3, maior: 14, menor: 5 } as const;

/**
 * Why new férias of `dias` (and `abono` days sold) cannot be granted from a period, or null:
 * no more than its days left; the abono at most a third of the days earned (CLT art. 143); at
 * most three periods, one of at least 14 days and none under 5 (CLT art. 134 §1º), checked so
 * the days still left can be granted within the rule. A period that earned fewer than 14 days
 * to enjoy is granted whole.
 */
export function splitProblem(period: PeriodLedger, dias: number, abono: number): string | null {
  const soldBefore = period.concedidas.reduce((sum, grant) => sum + grant.abono, 0);
  const maxAbono = Math.floor(period.direito / 3);
  if (soldBefore + abono > maxAbono)
    return `O abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143): até ${maxAbono} dias neste período${soldBefore ? `, ${soldBefore} já vendidos` : ''}.`;
  const left = period.restantes - dias - abono;
  if (left < 0)
    return `O período aquisitivo de ${periodText(period)} tem ${period.restantes} dias de férias restantes.`;
  const enjoyed = [...period.concedidas.map((grant) => grant.dias), dias];
  const toEnjoy = period.direito - soldBefore - abono;
  const minimumLargest = Math.min(SPLIT_RULE.maior, toEnjoy);
  const slotsLeft = SPLIT_RULE.periodos - enjoyed.length;
  if (slotsLeft < 0 || (left > 0 && slotsLeft === 0))
    return 'As férias podem ser divididas em no máximo três períodos (CLT art. 134 §1º).';
  if (dias < Math.min(SPLIT_RULE.menor, toEnjoy) || (left > 0 && left < SPLIT_RULE.menor))
    return 'Nenhum período de férias pode ter menos de 5 dias corridos (CLT art. 134 §1º).';
  if (Math.max(...enjoyed) < minimumLargest && left < minimumLargest)
    return `Um dos períodos de férias deve ter pelo menos ${minimumLargest} dias corridos (CLT art. 134 §1º).`;
  return null;
}

/**
 * CLT art. 137: the days of férias enjoyed after the período concessivo ends are paid in double
 * (Súmula 81 TST: only those days when the férias straddle its end).
 */
export function daysInDouble(period: AcquisitionPeriod, inicio: string, dias: number): number {
  const last = addDays(inicio, dias - 1);
  if (last <= period.concessivoFim) return 0;
  return Math.min(dias, daysBetween(period.concessivoFim, last));
}

/** How many days before its período concessivo ends the employee's page warns (our choice). */
export const VACATION_WARNING_DAYS = 60;

/** What the employee's page says of the férias owed on `today`, or null with none owed. */
export type VacationNotice = {
  periodo: string;
  restantes: number;
  concessivoFim: string;
  situacao: 'vencidas' | 'a_vencer' | 'em_dia';
  texto: string;
};

/**
 * The warning of the oldest período with days left on `today`: 'vencidas' once its período
 * concessivo has ended (art. 137: double pay), 'a_vencer' within VACATION_WARNING_DAYS of its
 * end, 'em_dia' otherwise.
 */
export function vacationNotice(facts: LedgerFacts, today: string): VacationNotice | null {
  const owed = vacationLedger(facts, addDays(today, 1)).find((p) => p.restantes > 0);
  if (!owed) return null;
  const left = daysBetween(today, owed.concessivoFim);
  const situacao = left < 0 ? 'vencidas' : left <= VACATION_WARNING_DAYS ? 'a_vencer' : 'em_dia';
  const base = `${owed.restantes} dias de férias do período ${periodText(owed)}`;
  const texto =
    situacao === 'vencidas'
      ? `${base} venceram em ${formatDate(owed.concessivoFim)}: são pagos em dobro (CLT art. 137).`
      : `${base} devem ser concedidos até ${formatDate(owed.concessivoFim)}${situacao === 'a_vencer' ? ', depois disso em dobro (CLT art. 137)' : ''}.`;
  return {
    periodo: periodText(owed),
    restantes: owed.restantes,
    concessivoFim: owed.concessivoFim,
    situacao,
    texto,
  };
}
