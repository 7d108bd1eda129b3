/**
 * How numbered documents are named (operations, proposals, and whatever is numbered later):
 * the year and its sequence of at least four digits, '2026/0042'.
 */
export const documentNumber = (row: { ano: number; sequencia: number }): string =>
  `${row.ano}/${String(row.sequencia).padStart(4, '0')}`;
