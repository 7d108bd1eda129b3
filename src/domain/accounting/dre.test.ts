import { describe, expect, it } from 'vitest';
import {
  dreLines,
  dreMonthItems,
  dreValue,
  drePeriodHeadings,
  type DreMonthSources,
} from './dre.ts';
import { dreLineOf } from './dre-lines.ts';
import { DEFAULT_TAX_SETTING } from './tax-regime.ts';

const category = (
  chave: string | null,
  nome: string,
  tipo: 'receita' | 'despesa',
  valor_cents: number,
) => ({
  category_id: `id-${chave ?? nome}`,
  chave,
  nome,
  tipo,
  linha_dre: null,
  valor_cents,
});

// A month of an aerial-spraying company (Simples Nacional, Anexo III, RBT12 R$ 1.000.000,00:
// effective rate (1.000.000 × 16 % − 35.640) / 1.000.000 = 12,436 %).
const month: DreMonthSources = {
  categorias: [
    category('servicos', 'Serviços de aplicação aérea', 'receita', 100_000_00),
    category('outras_receitas', 'Outras receitas', 'receita', 2_000_00),
    category('salarios', 'Salários e encargos', 'despesa', 20_000_00),
    category('manutencao', 'Manutenção de aeronaves', 'despesa', 5_000_00),
    category('hangar', 'Hangar e aluguel', 'despesa', 6_500_00),
    // The DAS paid: it settles the tax the regime computes, never counted twice.
    category('impostos', 'Impostos', 'despesa', 6_000_00),
  ],
  consumo: { insumos_cents: 15_000_00, combustivel_cents: 8_000_00 },
  depreciacao_cents: 28_000_00,
  financeiro: [
    { linha: 'juros_recebidos', valor_cents: 100_00 },
    { linha: 'tarifas_bancarias', valor_cents: 12_90 },
  ],
  rbt12_cents: 1_000_000_00,
};

describe('the DRE of a month (Lei 6.404/1976 art. 187; ITG 1000)', () => {
  const items = dreMonthItems(month, DEFAULT_TAX_SETTING);
  const where = (chave: string) => items.find((item) => item.chave === chave);

  it.each([
    // [source, item key, group, signed amount]
    ['concluded operations, by their date', 'categoria:id-servicos', 'receita_bruta', 100_000_00],
    [
      'revenue typed by hand, by competência',
      'categoria:id-outras_receitas',
      'receita_bruta',
      2_000_00,
    ],
    // DAS: 12,436 % of the gross revenue R$ 102.000,00 = R$ 12.684,72.
    ['the regime’s DAS on the gross revenue', 'imposto:das', 'deducoes', -12_684_72],
    [
      'products consumed at lot cost (stock ledger)',
      'consumo:insumos',
      'custo_servicos',
      -15_000_00,
    ],
    [
      'fuel consumed at lot cost (stock ledger)',
      'consumo:combustivel',
      'custo_servicos',
      -8_000_00,
    ],
    [
      'payroll by competência: direct labour',
      'categoria:id-salarios',
      'custo_servicos',
      -20_000_00,
    ],
    ['aircraft depreciation of the month', 'depreciacao', 'custo_servicos', -28_000_00],
    [
      'maintenance: another cost of the services',
      'categoria:id-manutencao',
      'custo_servicos',
      -5_000_00,
    ],
    [
      'hangar rent: an operating expense',
      'categoria:id-hangar',
      'despesas_operacionais',
      -6_500_00,
    ],
    [
      'juros received on a late receivable',
      'financeiro:juros_recebidos',
      'resultado_financeiro',
      100_00,
    ],
    ['a bank fee', 'financeiro:tarifas_bancarias', 'resultado_financeiro', -12_90],
  ])('%s → %s', (_source, chave, secao, valor) => {
    expect(where(chave)).toMatchObject({ secao, valor_cents: valor });
  });

  it('leaves out the titles of a tax category (they pay what the regime computes)', () => {
    expect(where('categoria:id-impostos')).toBeUndefined();
    expect(dreLineOf({ chave: 'impostos', tipo: 'despesa', linha_dre: null })).toBe('deducoes');
  });

  it('adds the groups up to each result, in the order of art. 187', () => {
    const lines = dreLines({
      mes: items,
      acumulado: items,
      mes_anterior: [],
      acumulado_anterior: [],
    });
    const results = lines
      .filter((line) => line.nivel !== 'item')
      .map((l) => [l.chave, l.valores.mes]);
    // 102.000,00 − 12.684,72 = 89.315,28; − (15.000 + 8.000 + 20.000 + 28.000 + 5.000 = 76.000)
    // = 13.315,28; − 6.500 = 6.815,28; + 100 − 12,90 = 6.902,38; Simples: no IRPJ/CSLL apart.
    expect(results).toEqual([
      ['receita_bruta', 102_000_00],
      ['deducoes', -12_684_72],
      ['receita_liquida', 89_315_28],
      ['custo_servicos', -76_000_00],
      ['lucro_bruto', 13_315_28],
      ['despesas_operacionais', -6_500_00],
      ['resultado_financeiro', 87_10],
      ['resultado_antes_ir', 6_902_38],
      ['irpj_csll', 0],
      ['resultado_liquido', 6_902_38],
    ]);
    // The cost's items in their order: consumption, labour, depreciation, other costs.
    const cost = lines.slice(lines.findIndex((l) => l.chave === 'custo_servicos') + 1);
    expect(cost.slice(0, 5).map((l) => l.nome)).toEqual([
      'Defensivos e insumos consumidos',
      'Combustível consumido',
      'Salários e encargos',
      'Depreciação de aeronaves',
      'Manutenção de aeronaves',
    ]);
    expect(dreValue(lines, 'resultado_liquido').acumulado).toBe(6_902_38);
    expect(dreValue(lines, 'resultado_liquido').mes_anterior).toBe(0);
  });

  it('files a category where the company moved it', () => {
    const moved = dreMonthItems(
      {
        ...month,
        categorias: [
          {
            ...category(null, 'Consultoria agronômica', 'despesa', 1_000_00),
            linha_dre: 'custo_outros',
          },
        ],
      },
      DEFAULT_TAX_SETTING,
    );
    expect(moved.find((item) => item.nome === 'Consultoria agronômica')).toMatchObject({
      secao: 'custo_servicos',
      valor_cents: -1_000_00,
    });
  });

  it.each([
    [
      '2026-11',
      {
        mes: 'nov/2026',
        acumulado: 'jan a nov/2026',
        mes_anterior: 'nov/2025',
        acumulado_anterior: 'jan a nov/2025',
      },
    ],
    [
      '2027-01',
      {
        mes: 'jan/2027',
        acumulado: 'jan/2027',
        mes_anterior: 'jan/2026',
        acumulado_anterior: 'jan/2026',
      },
    ],
  ])('heads the periods of %s', (mes, headings) => {
    expect(drePeriodHeadings(mes)).toEqual(headings);
  });
});
