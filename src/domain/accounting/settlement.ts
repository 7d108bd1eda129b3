/**
 * Settling an installment: what a payment carries besides the principal, and the rules of its
 * date. Amounts are integer centavos.
 */

/** A payment dated after today (São Paulo) is refused: a scheduled payment is another thing. */
export const FUTURE_PAYMENT = 'A data do pagamento não pode ser futura.';
