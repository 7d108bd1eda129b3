const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as Brazilian reais: 5990 → 'R$ 59,90' (plain spaces, for text and tests). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, ' ');
}
