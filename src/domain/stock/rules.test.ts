import { describe, expect, it } from 'vitest';
import { expiresSoon, isLow, stockAlerts } from './alerts.ts';
import { containerDueDate, containersFor, containerStatus } from './containers.ts';
import { entryLineInput } from './contracts.ts';
import { fefoOrder, planFefo } from './fefo.ts';
import { fuelOfNfe, matchByName, returnPlaceOf, unitOfNfe } from './nfe.ts';
import { costPerStockUnit, toStockUnit } from './units.ts';
import { valueCents, weightedAverage } from './valuation.ts';

const lot = (id: string, validade: string | null, saldo: number) => ({ id, validade, saldo });

describe('FEFO: first-expiring, first-out', () => {
  const lots = [lot('c', null, 50), lot('b', '2027-06-30', 30), lot('a', '2027-01-31', 20)];

  it('orders by expiry, lots without expiry last, ties by id', () => {
    expect(fefoOrder(lots).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(
      fefoOrder([lot('z', '2027-01-01', 1), lot('y', '2027-01-01', 1)]).map((l) => l.id),
    ).toEqual(['y', 'z']);
  });

  it.each([
    [15, [{ lotId: 'a', quantity: 15 }], 0],
    [20, [{ lotId: 'a', quantity: 20 }], 0],
    [
      45.5,
      [
        { lotId: 'a', quantity: 20 },
        { lotId: 'b', quantity: 25.5 },
      ],
      0,
    ],
    [
      120.25,
      [
        { lotId: 'a', quantity: 20 },
        { lotId: 'b', quantity: 30 },
        { lotId: 'c', quantity: 50 },
      ],
      20.25,
    ],
  ])('takes %s across lots as needed', (quantity, takes, missing) => {
    expect(planFefo(lots, quantity)).toEqual({ takes, missing });
  });

  it('skips empty lots and keeps 3 decimals exact', () => {
    expect(planFefo([lot('a', '2027-01-01', 0), lot('b', '2027-02-01', 0.3)], 0.1 + 0.2)).toEqual({
      takes: [{ lotId: 'b', quantity: 0.3 }],
      missing: 0,
    });
    expect(planFefo([], 5)).toEqual({ takes: [], missing: 5 });
  });
});

describe('weighted average cost', () => {
  it('values the lots in stock at their own cost and averages by quantity', () => {
    // 100 L at R$ 45,00 and 50 L at R$ 51,00 → R$ 7.050,00 / 150 L = R$ 47,00
    expect(
      weightedAverage([
        { saldo: 100, custo_unitario_cents: 4_500 },
        { saldo: 50, custo_unitario_cents: 5_100 },
        { saldo: 0, custo_unitario_cents: 9_999 },
      ]),
    ).toEqual({ quantidade: 150, valor_cents: 705_000, custo_medio_cents: 4_700 });
  });

  it('rounds the average half up to centavos, and has none without stock', () => {
    expect(
      weightedAverage([
        { saldo: 1, custo_unitario_cents: 100 },
        { saldo: 2, custo_unitario_cents: 101 },
      ]).custo_medio_cents,
    ).toBe(101);
    expect(weightedAverage([])).toEqual({ quantidade: 0, valor_cents: 0, custo_medio_cents: null });
    expect(valueCents(20.25, 4_500)).toBe(91_125);
    expect(valueCents(-0.333, 4_500)).toBe(-1_498);
  });
});

describe('unit conversions', () => {
  it.each([
    [500, 'mL', 'L', 0.5],
    [20, 'L', 'L', 20],
    [2_500, 'g', 'kg', 2.5],
    [12.345, 'kg', 'kg', 12.345],
    [1, 'mL', 'L', 0.001],
    [10, 'L', 'kg', null],
    [10, 'g', 'L', null],
  ] as const)('%s %s in %s → %s', (quantity, unit, stock, expected) => {
    expect(toStockUnit(quantity, unit, stock)).toBe(expected);
  });

  it('turns a cost per mL or g into a cost per L or kg', () => {
    expect(costPerStockUnit(5, 'mL', 'L')).toBe(5_000);
    expect(costPerStockUnit(12, 'g', 'kg')).toBe(12_000);
    expect(costPerStockUnit(4_500, 'L', 'L')).toBe(4_500);
    expect(costPerStockUnit(4_500, 'kg', 'L')).toBeNull();
  });
});

describe('empty containers (Lei 9.974/2000)', () => {
  it('are due one year after the purchase, 29 February on the 28th', () => {
    expect(containerDueDate('2026-11-03')).toBe('2027-11-03');
    expect(containerDueDate('2028-02-29')).toBe('2029-02-28');
    expect(containerDueDate('2026-12-31')).toBe('2027-12-31');
  });

  it('count the packages a quantity fills, a partial one included', () => {
    expect(containersFor(100, 20)).toBe(5);
    expect(containersFor(101, 20)).toBe(6);
    expect(containersFor(0.6, 0.2)).toBe(3);
  });

  it.each([
    [3, '2027-11-03', '2027-10-03', 'em_dia'],
    [3, '2027-11-03', '2027-10-04', 'vence_em_breve'],
    [3, '2027-11-03', '2027-11-03', 'vence_em_breve'],
    [3, '2027-11-03', '2027-11-04', 'vencida'],
    [0, '2027-11-03', '2028-01-01', 'devolvida'],
  ] as const)('%s owed, due %s, on %s: %s', (owed, due, today, status) => {
    expect(containerStatus(owed, due, today)).toBe(status);
  });
});

describe('stock alerts', () => {
  const today = '2026-11-24';

  it('low when at or below a minimum that is set', () => {
    expect(isLow(10, 10)).toBe(true);
    expect(isLow(10.001, 10)).toBe(false);
    expect(isLow(0, null)).toBe(false);
    expect(isLow(0, 0)).toBe(false);
  });

  it('expiring within 30 days, or expired', () => {
    expect(expiresSoon('2026-12-24', today)).toBe(true);
    expect(expiresSoon('2026-12-25', today)).toBe(false);
    expect(expiresSoon('2026-11-01', today)).toBe(true);
    expect(expiresSoon(null, today)).toBe(false);
  });

  it('lists expired and overdue first, with pt-BR texts', () => {
    const alerts = stockAlerts(
      {
        balances: [
          { id: 'p1', nome: 'Fox Xpro', unidade: 'L', quantidade: 12.5, minimo: 20 },
          { id: 'p2', nome: 'Ureia', unidade: 'kg', quantidade: 500, minimo: 100 },
        ],
        lots: [
          {
            id: 'l1',
            nome: 'Fox Xpro',
            lote: 'FX-1',
            validade: '2026-12-10',
            saldo: 12.5,
            unidade: 'L',
          },
          {
            id: 'l2',
            nome: 'Ureia',
            lote: 'UR-1',
            validade: '2026-11-20',
            saldo: 500,
            unidade: 'kg',
          },
          {
            id: 'l3',
            nome: 'Ureia',
            lote: 'UR-2',
            validade: '2027-11-20',
            saldo: 5,
            unidade: 'kg',
          },
        ],
        containers: [{ id: 'c1', nome: 'Fox Xpro', devolver_ate: '2026-11-10', pendentes: 1 }],
        shortfalls: [],
      },
      today,
    );
    expect(alerts.map((a) => [a.tipo, a.referencia])).toEqual([
      ['embalagens_vencidas', 'c1'],
      ['lote_vencido', 'l2'],
      ['lote_vencendo', 'l1'],
      ['estoque_baixo', 'p1'],
    ]);
    expect(alerts.map((a) => a.mensagem)).toEqual([
      '1 embalagem vazia de Fox Xpro: devolução vencida em 10/11/2026.',
      'Ureia, lote UR-1 (500,000 kg): vencido em 20/11/2026.',
      'Fox Xpro, lote FX-1 (12,500 L): vence em 10/12/2026.',
      'Fox Xpro: saldo 12,500 L, mínimo 20,000 L.',
    ]);
  });
});

describe('an entry line', () => {
  const base = {
    product_id: '0b0c4c4e-0d39-4f43-9a53-6f2a3f4a1b10',
    lote: 'A1',
    quantidade: 10,
    unidade: 'L',
    custo_unitario_cents: 100,
  };
  const fields = (value: object) =>
    entryLineInput.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('refuses a negative quantity, an expiry before manufacture and a fuel in kg', () => {
    expect(fields({ ...base, quantidade: -1 })).toEqual(['quantidade']);
    expect(fields({ ...base, fabricacao: '2026-10-01', validade: '2026-09-30' })).toEqual([
      'validade',
    ]);
    expect(fields({ ...base, product_id: null, combustivel: 'avgas', unidade: 'kg' })).toEqual([
      'unidade',
    ]);
    expect(fields({ ...base, product_id: null })).toEqual(['product_id']);
    expect(fields(base)).toEqual([]);
  });

  it('refuses what the lot could not keep: a cost per litre past the integer column, less than 1 mL', () => {
    const messages = (value: object) =>
      entryLineInput.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    // R$ 1.000.000,00 per mL is R$ 1 bi per litre; R$ 21.474,83 per mL is the last that fits.
    expect(messages({ ...base, unidade: 'mL', custo_unitario_cents: 100_000_000 })).toEqual([
      'Custo unitário: por litro passaria de R$ 21.474.836,47.',
    ]);
    expect(messages({ ...base, unidade: 'mL', custo_unitario_cents: 2_147_483 })).toEqual([]);
    expect(messages({ ...base, unidade: 'g', quantidade: 0.4 })).toEqual([
      'Quantidade deve ser de ao menos 1 g.',
    ]);
    expect(messages({ ...base, unidade: 'g', quantidade: 1 })).toEqual([]);
  });
});

describe('reading an NF-e', () => {
  it('maps its commercial units to ours', () => {
    expect(['LT', 'L', 'lts', 'KG', 'Kg', 'ML', 'GR', 'UN', 'GL'].map(unitOfNfe)).toEqual([
      'L',
      'L',
      'L',
      'kg',
      'kg',
      'mL',
      'g',
      null,
      null,
    ]);
  });

  it('matches a product whose name starts the description, the longest first', () => {
    const catalogue = [{ nome: 'Fox' }, { nome: 'Fox Xpro' }, { nome: 'Glifosato Nortox' }];
    expect(matchByName('FOX XPRO 5L BAYER', catalogue)?.nome).toBe('Fox Xpro');
    expect(matchByName('GLIFOSATO NORTOX 480 SL 20 LT', catalogue)?.nome).toBe('Glifosato Nortox');
    expect(matchByName('Foxtrot 1L', catalogue)).toBeNull();
  });

  it('recognises aviation fuels and the return place written in the notes', () => {
    expect(fuelOfNfe('GASOLINA DE AVIACAO AVGAS 100LL')).toBe('avgas');
    expect(fuelOfNfe('QUEROSENE DE AVIACAO - JET A-1')).toBe('jet_a1');
    expect(fuelOfNfe('ETANOL HIDRATADO COMBUSTIVEL')).toBe('etanol');
    expect(fuelOfNfe('FOX XPRO')).toBeNull();
    expect(
      returnPlaceOf(
        'Pedido 4411; Local de devolucao das embalagens vazias: Central inpEV Sorriso-MT, Rod. BR-163 km 742; Obrigado.',
      ),
    ).toBe('Central inpEV Sorriso-MT, Rod. BR-163 km 742');
    expect(returnPlaceOf('Sem observações')).toBeNull();
  });
});
