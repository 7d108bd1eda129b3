/**
 * A LIKE pattern that finds `term` anywhere in a text: its `%`, `_` and `\` match themselves
 * (a search for '10%' finds '10%', not every '10').
 */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
