import { describe, expect, it } from 'vitest';
import { commandsFor, findCommands } from './commands.ts';

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

describe('the palette finds the new areas by their words (issue 45)', () => {
  const first = (role: Parameters<typeof findCommands>[0], query: string) =>
    findCommands(role, query)[0];

  it.each([
    ['folha', '/recursos-humanos?aba=folha'],
    ['holerite', '/recursos-humanos?aba=folha'],
    ['contracheque', '/recursos-humanos?aba=folha'],
    ['férias', '/recursos-humanos?aba=folha'],
    ['funcionário', '/recursos-humanos?aba=funcionarios'],
    ['INSS', '/recursos-humanos?aba=folha'],
    ['NF-e', '/estoque?aba=notas'],
    ['nfe', '/estoque?aba=notas'],
    ['nota', '/estoque?aba=notas'],
    ['nota fiscal', '/estoque?aba=notas'],
    ['XML', '/estoque?aba=notas'],
    ['combustível', '/estoque?aba=combustivel'],
    ['combustivel', '/estoque?aba=combustivel'],
    ['COMBUSTÍVEL', '/estoque?aba=combustivel'],
    ['abastecimento', '/estoque?aba=combustivel'],
    ['embalagem', '/estoque?aba=embalagens'],
    ['tríplice lavagem', '/estoque?aba=embalagens'],
    ['movimentação', '/estoque?aba=movimentos'],
    ['entrada', '/estoque?aba=entrada'],
    ['fatura', '/contabilidade?aba=receber'],
    ['boleto', '/contabilidade?aba=receber'],
    ['contas a pagar', '/contabilidade?aba=pagar'],
    ['OFX', '/contabilidade?aba=conciliacao'],
    ['ofx', '/contabilidade?aba=conciliacao'],
    ['extrato', '/contabilidade?aba=conciliacao'],
    ['conciliacao', '/contabilidade?aba=conciliacao'],
    ['DRE', '/contabilidade?aba=relatorios'],
    ['fluxo de caixa', '/contabilidade?aba=relatorios'],
    ['categoria', '/contabilidade?aba=configuracoes'],
    ['calendário', '/agenda'],
    ['assinatura', '/perfil#assinatura'],
    ['indicação', '/afiliados'],
    // The spec's words still find the spec's commands first.
    ['ministério', '/relatorios'],
    ['orçamento', '/propostas'],
    ['fazenda', '/cadastros'],
  ])('an owner typing %j is offered %s first', (query, to) => {
    expect(first('owner', query)?.to).toBe(to);
  });

  it('offers every match, not only the first: a fatura is to receive or to pay', () => {
    expect(findCommands('owner', 'fatura').map((c) => c.to)).toEqual(
      expect.arrayContaining(['/contabilidade?aba=receber', '/contabilidade?aba=pagar']),
    );
  });

  it('shows the spec’s 7 commands, alone and in their order, before anything is typed', () => {
    expect(findCommands('owner', '').map((c) => c.to)).toEqual(all);
    expect(findCommands('owner', '   ')).toEqual(commandsFor('owner'));
  });

  it.each([
    ['combustível', '/estoque'], // the spec's Estoque: fuel by lot
    ['nota', '/estoque?aba=notas'],
    ['embalagem', '/estoque?aba=embalagens'],
    ['agenda', '/agenda'],
  ])('a pilot typing %j is offered %s first', (query, to) => {
    expect(first('pilot', query)?.to).toBe(to);
  });

  // The pilot opens neither Contabilidade nor Recursos Humanos, nor the office's stock tabs
  // (Nova entrada, Combustível), nor the subscription.
  it.each(['folha', 'holerite', 'fatura', 'OFX', 'DRE', 'funcionário', 'assinatura', 'NF-e', ''])(
    'a pilot typing %j is offered nothing he cannot open',
    (query) => {
      const offered = findCommands('pilot', query).map((c) => c.to);
      expect(
        offered.filter((to) =>
          /contabilidade|recursos-humanos|entrada|combustivel|assinatura/.test(to),
        ),
      ).toEqual([]);
    },
  );

  it('finds nothing without a company, and nothing for a word of no command', () => {
    expect(findCommands(null, 'folha')).toEqual([]);
    expect(findCommands('owner', 'zzzz')).toEqual([]);
  });
});
