import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation.ts';

const labels = (user: Parameters<typeof navigationFor>[0]) =>
  navigationFor(user).map((g) => [g.label, g.items.map((i) => i.label)]);

describe('navigation by role (spec part 1 §2)', () => {
  it('gives owners every group, without Administração', () => {
    expect(labels({ role: 'owner', isPlatformAdmin: false })).toEqual([
      [null, ['Dashboard', 'Agenda', 'Propostas', 'Nova Operação', 'Operações']],
      ['Relatórios', ['Relatório MAPA']],
      ['Financeiro', ['Estoque', 'Contabilidade', 'Recursos Humanos']],
      ['Configurações', ['Cadastros', 'Perfil', 'Afiliados']],
    ]);
  });
  it('keeps proposals, the MAPA report and the financial areas from pilots', () => {
    expect(labels({ role: 'pilot', isPlatformAdmin: false })).toEqual([
      [null, ['Dashboard', 'Agenda', 'Nova Operação', 'Operações']],
      ['Financeiro', ['Estoque']],
      ['Configurações', ['Cadastros', 'Perfil', 'Afiliados']],
    ]);
  });
  it('adds Administração for platform admins', () => {
    const groups = navigationFor({ role: null, isPlatformAdmin: true });
    expect(groups.at(-1)!.items.map((i) => i.label)).toContain('Administração');
  });
});
