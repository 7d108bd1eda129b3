import { describe, expect, it } from 'vitest';
import { nameAppears, suggestMatches, type OpenInstallment } from './matching.ts';

const open = (id: string, values: Partial<OpenInstallment>) => ({
  id,
  lado: 'receber' as const,
  vencimento: '2026-11-10',
  saldo_cents: 1_260_000,
  contraparte: 'Agropecuária Santa Luzia Ltda',
  ...values,
});
const credit = (data: string, valor_cents = 1_260_000, descricao = 'TED RECEBIDA') => ({
  data,
  valor_cents,
  descricao,
});
const suggested = (line: ReturnType<typeof credit>, candidates: ReturnType<typeof open>[]) =>
  suggestMatches(line, candidates).map(({ id, confianca, motivo }) => [id, confianca, motivo]);

describe('statement lines matched to open installments', () => {
  it.each([
    ['2026-11-10', 'alta', 'Valor igual e vencimento no mesmo dia'],
    ['2026-11-12', 'alta', 'Valor igual e vencimento a 2 dias'],
    ['2026-11-07', 'alta', 'Valor igual e vencimento a 3 dias'],
    ['2026-11-14', 'media', 'Valor igual e vencimento a 4 dias'],
    ['2026-11-25', 'media', 'Valor igual e vencimento a 15 dias'],
    ['2026-11-26', 'baixa', 'Valor igual e vencimento a 16 dias'],
  ])('an equal amount paid on %s: %s', (data, confianca, motivo) => {
    expect(suggested(credit(data), [open('a', {})])).toEqual([['a', confianca, motivo]]);
  });

  it("is sure when the counterpart's name is in the text, however far the due date", () => {
    const line = credit('2026-12-30', 1_260_000, 'PIX RECEBIDO AGROPECUARIA SANTA LU');
    expect(suggested(line, [open('a', {})])).toEqual([
      ['a', 'alta', 'Valor igual e Agropecuária Santa Luzia Ltda na descrição'],
    ]);
  });

  it('keeps to its side: credits pay receivables, debits payables', () => {
    const payable = open('p', { lado: 'pagar' });
    expect(suggested(credit('2026-11-10'), [payable])).toEqual([]);
    expect(suggested(credit('2026-11-10', -1_260_000), [payable, open('r', {})])).toEqual([
      ['p', 'alta', 'Valor igual e vencimento no mesmo dia'],
    ]);
  });

  it('orders by confidence, then by distance, and gives at most 3', () => {
    const candidates = [
      open('far', { vencimento: '2027-02-01' }),
      open('week', { vencimento: '2026-11-17' }),
      open('near', { vencimento: '2026-11-11' }),
      open('days', { vencimento: '2026-11-14' }),
      open('other', { saldo_cents: 1_000 }),
    ];
    expect(suggested(credit('2026-11-10'), candidates).map(([id]) => id)).toEqual([
      'near',
      'days',
      'week',
    ]);
  });

  it('suggests a line up to 1 % below what is owed only when nothing is equal', () => {
    const owed = open('near', { saldo_cents: 1_000_000 });
    expect(suggested(credit('2026-11-10', 995_000), [owed])).toEqual([
      [
        'near',
        'baixa',
        'Valor 0,5% menor que o saldo e vencimento no mesmo dia: pagamento parcial',
      ],
    ]);
    expect(suggested(credit('2026-11-10', 989_999), [owed])).toEqual([]);
    expect(suggested(credit('2026-11-10', 1_000_001), [owed])).toEqual([]);
    const equal = open('equal', { saldo_cents: 995_000, vencimento: '2027-06-01' });
    expect(suggested(credit('2026-11-10', 995_000), [owed, equal]).map(([id]) => id)).toEqual([
      'equal',
    ]);
  });
});

describe("a counterpart's name in a bank's text", () => {
  it.each([
    ['Agropecuária Santa Luzia Ltda', 'PIX RECEBIDO AGROPECUARIA SANTA LU', true],
    ['João da Silva', 'TED 001 JOAO DA SILVA', true],
    ['João da Silva', 'TED 001 JOAO SILVEIRA', false],
    ['Santa Luzia', 'PIX SANTANA LUZIA', false],
    [null, 'PIX', false],
    ['S.A.', 'PIX S A', false],
  ])('%s in %s: %s', (name, text, found) => expect(nameAppears(name, text)).toBe(found));
});
