/** Where a register is: its street, municipality and UF. */
export type Address = { endereco: string | null; municipio: string | null; uf: string | null };

/**
 * An address as the reports print it, on the page and in the PDF: 'Estrada do Arroz, s/n ·
 * Sorriso/MT'; null when nothing is known.
 */
export const addressText = (a: Address): string | null =>
  [a.endereco, a.municipio && `${a.municipio}/${a.uf || '—'}`].filter(Boolean).join(' · ') || null;
