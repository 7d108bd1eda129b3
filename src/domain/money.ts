// Made on its first use, as dates.ts says why.
let brl: Intl.NumberFormat | undefined;

/** Integer centavos as Brazilian reais: 5990 → 'R$ 59,90' (plain spaces, for text and tests). */
export function formatBRL(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(cents / 100).replace(/\s/g, ' ');
}

/**
 * The most centavos an `integer` column holds (2³¹ − 1, R$ 21.474.836,47): an NF's total, a
 * lot's cost per unit, a stock movement's value are such columns; a value above is refused.
 */
export const MAX_INTEGER_CENTS = 2_147_483_647;

/** Why an amount kept in an integer column is refused ('O total da nota (R$ …) passa de …'), or null. */
export const integerCentsProblem = (what: string, cents: number) =>
  cents > MAX_INTEGER_CENTS
    ? `${what} (${formatBRL(cents)}) passa de ${formatBRL(MAX_INTEGER_CENTS)}, o maior aceito.`
    : null;

/**
 * The largest balance or single amount of a bank account, either sign (R$ 100 milhões): a
 * statement line beyond it is refused, so the sums of a year of lines stay exact numbers.
 */
export const MAX_BALANCE_CENTS = 10_000_000_000;
