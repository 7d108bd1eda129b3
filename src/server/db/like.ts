import { documentCharacters } from '../../domain/br/documents.ts';

/**
 * A LIKE pattern that finds `term` anywhere in a text: its `%`, `_` and `\` match themselves
 * (a search for '10%' finds '10%', not every '10').
 */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A LIKE pattern for a CPF or CNPJ column, stored without punctuation and in uppercase: what was
 * typed found with or without its dots, slash and dash, in either case ('12.abc.345' finds
 * '12ABC34501DE35'); null when the term has no letter or digit.
 */
export function containingDocument(term: string): string | null {
  const characters = documentCharacters(term);
  return characters ? containing(characters) : null;
}
