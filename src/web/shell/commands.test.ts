import { describe, expect, it } from 'vitest';
import { commandsFor } from './commands.ts';

const all = [
  '/dashboard',
  '/operacao',
  '/relatorios',
  '/propostas',
  '/contabilidade',
  '/estoque',
  '/cadastros',
];

describe('command palette commands (spec part 1 §2)', () => {
  it.each([
    ['owner', all],
    ['admin', all],
    // Contabilidade is the owner-type flag's, as in the menu; the role guards refuse the rest.
    ['pilot', all.filter((to) => to !== '/contabilidade')],
    // Without a company no command has a page to open.
    [null, []],
  ] as const)('are the spec’s for %s', (role, expected) => {
    expect(commandsFor(role).map((c) => c.to)).toEqual(expected);
  });
});
