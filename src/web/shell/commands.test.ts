import { describe, expect, it } from 'vitest';
import { commandsFor } from './commands.ts';

describe('command palette commands (spec part 1 §2)', () => {
  it('are the seven of the spec for owners and admins', () => {
    for (const role of ['owner', 'admin'] as const)
      expect(commandsFor(role).map((c) => c.to)).toEqual([
        '/dashboard',
        '/operacao',
        '/relatorios',
        '/propostas',
        '/contabilidade',
        '/estoque',
        '/cadastros',
      ]);
  });
  it('leave out what a pilot may not open', () => {
    expect(commandsFor('pilot').map((c) => c.to)).toEqual([
      '/dashboard',
      '/operacao',
      '/estoque',
      '/cadastros',
    ]);
  });
});
