import { describe, expect, it } from 'vitest';
import { completeOperation } from '../../test-support/sample-company.ts';
import { changedRegisters, listInWords, registerChangedNotice, sameJson } from './frozen.ts';

// Issue 38, item 1 (decision 029): what the page compares between a frozen report and today's.
describe('sameJson', () => {
  it.each<[unknown, unknown, boolean]>([
    [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }, true], // jsonb reorders keys
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 1, b: null }, false],
    [[1, 2], [2, 1], false],
    [null, {}, false],
    [{ a: 1.5 }, { a: 1.5 }, true],
    [{ a: [] }, { a: {} }, false],
  ])('%j against %j → %s', (a, b, same) => expect(sameJson(a, b)).toBe(same));
});

describe('changedRegisters', () => {
  const frozen = completeOperation();
  it.each<[string, (today: typeof frozen) => void, string[]]>([
    ['nothing', () => {}, []],
    ["the property's name", (r) => void (r.propriedade!.nome = 'Fazenda Nova'), ['Propriedade']],
    [
      "the company's name and the pilot's CANAC",
      (r) => {
        r.company.company_name = 'Outra';
        r.piloto!.canac = '999999';
      },
      ['Dados da empresa', 'Piloto'],
    ],
    ["a product's formulation", (r) => void (r.produtos[0]!.formulacao = 'EC'), ['Produtos']],
    // The operation's own fields are frozen with it: a concluded operation is not edited.
    ['the status only', (r) => void (r.operation.status = 'em_andamento'), []],
  ])('%s → %j', (_, change, labels) => {
    const today = structuredClone(frozen);
    change(today);
    expect(changedRegisters(frozen, today)).toEqual(labels);
  });
});

describe('the notice', () => {
  it.each([
    [[], ''],
    [['Piloto'], 'Piloto'],
    [['Propriedade', 'Piloto'], 'Propriedade e Piloto'],
    [['Dados da empresa', 'Propriedade', 'Piloto'], 'Dados da empresa, Propriedade e Piloto'],
  ])('lists %j as %s', (items, words) => expect(listInWords(items)).toBe(words));

  it('says one register in the singular, and what to do', () => {
    expect(registerChangedNotice(['Piloto'], '10/11/2026, 18:30')).toBe(
      'Cadastro alterado depois da emissão em 10/11/2026, 18:30: Piloto. O relatório guardado não muda e continua como foi emitido. Para emitir uma nova versão com os dados atuais, reabra a operação e conclua de novo.',
    );
  });
});
