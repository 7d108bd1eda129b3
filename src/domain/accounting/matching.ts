import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatDecimal } from '../format.ts';
import { matchKey } from '../stock/nfe.ts';
import type { MatchConfidence, TitleSide } from './values.ts';
import { counted } from '../plural.ts';

/** A statement line as matching reads it (credits positive). */
export type LineToMatch = { data: string; valor_cents: number; descricao: string };

/** An open installment a line may pay: its side, due date, what is still owed and with whom. */
export type OpenInstallment = {
  lado: TitleSide;
  vencimento: string;
  saldo_cents: number;
  contraparte: string | null;
};

export type Match<T> = T & { confianca: MatchConfidence; motivo: string };

/** At most this many suggestions per line. */
export const MAX_SUGGESTIONS = 3;
/** How far below what is owed a line may be and still be suggested as a partial payment. */
export const NEAR_SHARE = 0.01;

const RANK: Record<MatchConfidence, number> = { alta: 0, media: 1, baixa: 2 };
/** Words of a name that say nothing about who it is. */
const NOISE = new Set(['ltda', 'eireli', 'epp', 'sa', 'me', 'cia', 'de', 'da', 'do', 'dos', 'das']);

/**
 * Whether a person's or company's name appears in a bank's text: its first two meaningful
 * words, without accents or case ('Agropecuária Santa Luzia Ltda' in 'PIX RECEBIDO AGROPECUARIA
 * SANTA LU'); banks cut names short, so the rest is not required.
 */
export function nameAppears(name: string | null, text: string): boolean {
  const words = matchKey(name ?? '')
    .split(' ')
    .filter((word) => word.length >= 3 && !NOISE.has(word))
    .slice(0, 2);
  const haystack = ` ${matchKey(text)} `;
  return words.length > 0 && words.every((word) => haystack.includes(` ${word} `));
}

const dueText = (days: number) =>
  days === 0 ? 'vencimento no mesmo dia' : `vencimento a ${counted(days, 'dia', 'dias')}`;

/**
 * The open installments a statement line may be the payment of, best first (at most 3):
 * - credits pay receivables, debits payables;
 * - the line's amount equal to what is still owed: 'alta' when the due date is within 3 days of
 *   the line's date or the counterpart's name is in the line's text, 'media' within 15 days,
 *   'baixa' otherwise;
 * - only when nothing is equal, a line up to 1 % below what is owed (a fee or a rounding kept
 *   by the payer) as 'baixa': confirming it records a partial payment. Never a line above what
 *   is owed: that payment would be refused.
 * Ties are broken by the distance between the due date and the line's date.
 */
export function suggestMatches<T extends OpenInstallment>(
  line: LineToMatch,
  open: readonly T[],
): Match<T>[] {
  const side: TitleSide = line.valor_cents > 0 ? 'receber' : 'pagar';
  const amount = Math.abs(line.valor_cents);
  const sameSide = open
    .filter((candidate) => candidate.lado === side)
    .map((candidate) => ({
      candidate,
      days: Math.abs(differenceInCalendarDays(line.data, candidate.vencimento)),
    }));
  const equal = sameSide.filter(({ candidate }) => candidate.saldo_cents === amount);
  const scored = equal.length
    ? equal.map(({ candidate, days }) => ({
        days,
        match: exactMatch(candidate, days, line.descricao),
      }))
    : sameSide
        .filter(
          ({ candidate }) =>
            candidate.saldo_cents > amount &&
            candidate.saldo_cents - amount <= candidate.saldo_cents * NEAR_SHARE,
        )
        .map(({ candidate, days }) => ({ days, match: nearMatch(candidate, days, amount) }));
  return scored
    .sort((a, b) => RANK[a.match.confianca] - RANK[b.match.confianca] || a.days - b.days)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ match }) => match);
}

function exactMatch<T extends OpenInstallment>(candidate: T, days: number, text: string): Match<T> {
  const named = nameAppears(candidate.contraparte, text);
  const confianca: MatchConfidence = days <= 3 || named ? 'alta' : days <= 15 ? 'media' : 'baixa';
  const motivo =
    named && days > 3
      ? `Valor igual e ${candidate.contraparte} na descrição`
      : `Valor igual e ${dueText(days)}`;
  return { ...candidate, confianca, motivo };
}

function nearMatch<T extends OpenInstallment>(
  candidate: T,
  days: number,
  amount: number,
): Match<T> {
  const share = ((candidate.saldo_cents - amount) / candidate.saldo_cents) * 100;
  const motivo = `Valor ${formatDecimal(share, 1)}% menor que o saldo e ${dueText(days)}: pagamento parcial`;
  return { ...candidate, confianca: 'baixa', motivo };
}
