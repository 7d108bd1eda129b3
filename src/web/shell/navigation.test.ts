import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation.ts';

const labels = (user: Parameters<typeof navigationFor>[0]) =>
  navigationFor(user).map((g) => [g.label, g.items.map((i) => i.label)]);

// Frota (issue 40) after the spec's main links.
const main = [null, ['Dashboard', 'Agenda', 'Propostas', 'Nova Operação', 'Operações', 'Frota']];
const reports = ['Relatórios', ['Relatório MAPA']];
const office = ['Financeiro', ['Estoque', 'Contabilidade', 'Recursos Humanos']];
const settings = ['Configurações', ['Cadastros', 'Perfil', 'Afiliados']];
const adminSettings = ['Configurações', ['Cadastros', 'Perfil', 'Afiliados', 'Administração']];

describe('navigation (spec part 1 §2): only the owner-type areas and Administração depend on who', () => {
  it.each([
    ['an owner', 'owner', false, [main, reports, office, settings]],
    ['an admin', 'admin', false, [main, reports, office, settings]],
    ['a pilot', 'pilot', false, [main, reports, ['Financeiro', ['Estoque']], settings]],
    ['an owner who is a platform admin', 'owner', true, [main, reports, office, adminSettings]],
    ['a platform admin of no company', null, true, [[null, ['Administração']]]],
    ['a user of no company', null, false, []],
  ] as const)('gives %s the spec’s menu', (_, role, isPlatformAdmin, expected) => {
    expect(labels({ role, isPlatformAdmin })).toEqual(expected);
  });
});
