/** A return of empty containers dated after today (São Paulo) is refused: it records what happened. */
export const FUTURE_RETURN = 'A data da devolução não pode ser futura.';
