// Portuguese number agreement, in one place: a word (or a verb) in the singular for one, in the
// plural otherwise ('1 item', '0 itens', 'falta 1', 'faltam 3').

/**
 * The singular when `n` is one — from 1 up to, not including, 2, as Portuguese reads '1,5
 * hectare' —, the plural otherwise (zero included): plural(1, 'falta', 'faltam') → 'falta'.
 */
export const plural = (n: number, one: string, many: string) =>
  Math.abs(n) >= 1 && Math.abs(n) < 2 ? one : many;

/** A count with its word in agreement: counted(3, 'item', 'itens') → '3 itens'. */
export const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${plural(n, one, many)}`;
