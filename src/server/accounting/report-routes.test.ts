import { describe, expect, it } from 'vitest';
import type { DreLineAnswer } from '../../domain/accounting/report-contracts.ts';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { seedWorkedMonth, WORKED_NOW } from '../test/accounting-month.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { resultPdf } from './result-pdf.ts';
import { pilotCaller } from '../test/operations.ts';

const t = useTestApp({ now: WORKED_NOW });

const REPORTS = [
  '/api/accounting/resumo',
  '/api/accounting/fluxo-caixa?de=2026-10&ate=2026-12',
  '/api/accounting/resultado?mes=2026-11',
  '/api/accounting/resultado/pdf?mes=2026-11',
  '/api/accounting/aeronaves?de=2026-11&ate=2026-11',
  '/api/accounting/inadimplencia',
  '/api/accounting/exportar/resultado?mes=2026-11',
];

describe('the accounting reports of a worked November 2026 (today the 24th)', () => {
  it('answer every figure to the centavo', async () => {
    const { owner, ids, second } = await seedWorkedMonth(t.app);
    const get = async (url: string) => {
      const res = await owner({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    // Open: the op. 1 receivable (R$ 45.000,00, due 05/12), op. 4's R$ 10.000,00 left (due
    // 01/08) and the cooperative's R$ 1.000,00 (due 30/10); payables: parts R$ 1.500,00 (18/12),
    // fuel R$ 10.000,00 (15/11, overdue), salaries R$ 8.000,00 (05/12). The account: R$
    // 100.000,00 from 01/01 + 8.000 + 3.000 received − 60.000 − 3.500 paid (the 2025 payment is
    // before its start). The month: the DRE's net result below (R$ 32.870,00).
    expect(await get('/api/accounting/resumo')).toEqual({
      receber_aberto_cents: 5_600_000,
      receber_vencido_cents: 1_100_000,
      pagar_aberto_cents: 1_950_000,
      pagar_vencido_cents: 1_000_000,
      saldo_contas_cents: 4_750_000,
      mes: '2026-11',
      resultado_mes_cents: 3_287_000,
    });

    // The DRE by competência (decision 033; updated from the month's payables by category:
    // stock consumption now replaces purchases, taxes come from the regime, and the year to date
    // sits beside the month). Simples Nacional, Anexo III (the default).
    // November 2026: gross revenue = the three concluded operations (45.000 + 28.800 + 16.200),
    // not the scheduled one nor the receivables that bill them, + other revenue typed by hand
    // 3.000 = 93.000,00. RBT12 (Nov/2025–Oct/2026) = 19.000,00: 1st bracket, 6 % → DAS 5.580,00.
    // Cost: products consumed 15.000 − 5.000 reversed + 10.000 = 20.000; fuel consumed 7.000 +
    // 4.550 = 11.550; a fuel bill typed by hand 10.000; payroll 8.000; maintenance 3.500; parts
    // 1.500 = 54.550,00 (no depreciation: no cost in the register). The cancelled hangar bill
    // counts nowhere. 93.000 − 5.580 − 54.550 = 32.870,00.
    // November 2025: 18.000 + 1.000 = 19.000; no RBT12, so the month × 12 = 228.000 (2nd
    // bracket: (228.000 × 11,2 % − 9.360) / 228.000 → DAS 1.348,00); maintenance 2.000:
    // 19.000 − 1.348 − 2.000 = 15.652,00.
    // Year to date 2026 adds August's insurance (60.000, competência 15/08): 32.870 − 60.000.
    const result = await get('/api/accounting/resultado?mes=2026-11');
    expect(result).toMatchObject({
      mes: '2026-11',
      comparacao_mes: '2025-11',
      regime: 'simples_nacional',
      simples_anexo: 3,
    });
    const rows = result.linhas.map((l: DreLineAnswer) => [
      l.nivel,
      l.nome,
      l.valores.mes,
      l.valores.acumulado,
      l.valores.mes_anterior,
      l.valores.acumulado_anterior,
    ]);
    expect(rows).toEqual([
      ['grupo', 'Receita bruta de serviços', 9_300_000, 9_300_000, 1_900_000, 1_900_000],
      ['item', 'Serviços de aplicação aérea', 9_000_000, 9_000_000, 1_800_000, 1_800_000],
      ['item', 'Outras receitas', 300_000, 300_000, 100_000, 100_000],
      ['grupo', '(-) Deduções da receita bruta', -558_000, -558_000, -134_800, -134_800],
      ['item', 'Simples Nacional (DAS)', -558_000, -558_000, -134_800, -134_800],
      ['resultado', '(=) Receita líquida', 8_742_000, 8_742_000, 1_765_200, 1_765_200],
      ['grupo', '(-) Custo dos serviços prestados', -5_455_000, -11_455_000, -200_000, -200_000],
      ['item', 'Defensivos e insumos consumidos', -2_000_000, -2_000_000, 0, 0],
      ['item', 'Combustível consumido', -1_155_000, -1_155_000, 0, 0],
      ['item', 'Combustível', -1_000_000, -1_000_000, 0, 0],
      ['item', 'Salários e encargos', -800_000, -800_000, 0, 0],
      ['item', 'Manutenção de aeronaves', -350_000, -350_000, -200_000, -200_000],
      ['item', 'Peças', -150_000, -150_000, 0, 0],
      ['item', 'Seguro aeronáutico', 0, -6_000_000, 0, 0],
      ['resultado', '(=) Lucro bruto', 3_287_000, -2_713_000, 1_565_200, 1_565_200],
      ['grupo', '(-) Despesas operacionais', 0, 0, 0, 0],
      ['grupo', '(±) Resultado financeiro', 0, 0, 0, 0],
      [
        'resultado',
        '(=) Resultado antes do IRPJ e da CSLL',
        3_287_000,
        -2_713_000,
        1_565_200,
        1_565_200,
      ],
      ['grupo', '(-) IRPJ e CSLL', 0, 0, 0, 0],
      [
        'resultado',
        '(=) Resultado líquido do período',
        3_287_000,
        -2_713_000,
        1_565_200,
        1_565_200,
      ],
    ]);

    // Cash flow: R$ 48.000,00 on 01/10 (100.000 + 8.000 − 60.000); November realises 3.000 in and
    // 3.500 out and projects the overdue 11.000 in and 10.000 out; December projects 45.000 in,
    // 9.500 out.
    const flow = await get('/api/accounting/fluxo-caixa?de=2026-10&ate=2026-12');
    expect(flow.saldo_inicial_cents).toBe(4_800_000);
    expect(
      flow.meses.map((m: Record<string, number>) => [
        m.mes,
        m.entradas_realizadas_cents,
        m.saidas_realizadas_cents,
        m.entradas_previstas_cents,
        m.saidas_previstas_cents,
        m.saldo_acumulado_cents,
      ]),
    ).toEqual([
      ['2026-10', 0, 0, 0, 0, 4_800_000],
      ['2026-11', 300_000, 350_000, 1_100_000, 1_000_000, 4_850_000],
      ['2026-12', 0, 0, 4_500_000, 950_000, 8_400_000],
    ]);

    // Margins: PR-AGV as the domain's worked example but for its own 820 ha and 5,5 h; maintenance
    // 3.500 + parts 1.500; insurance 60.000 from August, 1/12 in November; no payroll run (the
    // pilots' pay: aircraft-margins.test.ts). Costs per ha 4.155.000 / 820 = 5.067,07 and per
    // hour 4.155.000 / 5,5 = 755.454,55.
    const margins = await get('/api/accounting/aeronaves?de=2026-11&ate=2026-11');
    expect(margins.aeronaves).toEqual([
      {
        aircraft_id: ids.aircraft,
        prefixo: SAMPLE_REGISTERS.aircraft.prefixo,
        modelo: SAMPLE_REGISTERS.aircraft.modelo,
        hectares: 820,
        horas_voo: 5.5,
        receita_cents: 7_380_000,
        combustivel_cents: 1_155_000,
        produtos_cents: 2_000_000,
        manutencao_cents: 500_000,
        seguro_cents: 500_000,
        pilotos_cents: 0,
        depreciacao_cents: 0,
        custos_cents: 4_155_000,
        custo_por_hectare_cents: 5_067,
        custo_por_hora_cents: 755_455,
        margem_cents: 3_225_000,
        margem_por_hectare_cents: 3_933,
        margem_por_hora_cents: 586_364,
      },
      {
        aircraft_id: second,
        prefixo: 'PR-IPA',
        modelo: 'EMB-202',
        hectares: 180,
        horas_voo: 1.5,
        receita_cents: 1_620_000,
        combustivel_cents: 0,
        produtos_cents: 0,
        manutencao_cents: 0,
        seguro_cents: 0,
        pilotos_cents: 0,
        depreciacao_cents: 0,
        custos_cents: 0,
        custo_por_hectare_cents: 0,
        custo_por_hora_cents: 0,
        margem_cents: 1_620_000,
        margem_por_hectare_cents: 9_000,
        margem_por_hora_cents: 1_080_000,
      },
    ]);
    expect(margins.total).toMatchObject({
      hectares: 1000,
      horas_voo: 7,
      receita_cents: 9_000_000,
      margem_cents: 4_845_000,
      margem_por_hectare_cents: 4_845,
      margem_por_hora_cents: 692_143,
    });

    // Ageing on 24/11: op. 4's rest is 115 days overdue, the cooperative's 25.
    const ageing = await get('/api/accounting/inadimplencia');
    expect(ageing.clientes).toEqual([
      {
        client_id: ids.client,
        cliente: SAMPLE_REGISTERS.client.nome,
        faixas: { a_vencer: 4_500_000, d1_30: 0, d31_60: 0, d61_90: 0, d90_mais: 1_000_000 },
        total_cents: 5_500_000,
      },
      {
        client_id: null,
        cliente: 'Cooperativa Agro Norte',
        faixas: { a_vencer: 0, d1_30: 100_000, d31_60: 0, d61_90: 0, d90_mais: 0 },
        total_cents: 100_000,
      },
    ]);
    expect(ageing.total_cents).toBe(5_600_000);

    // The dashboard's revenue KPI of November is the DRE's service revenue (one rule).
    const dashboard = await get('/api/dashboard');
    const revenue = dashboard.kpis.find((k: { key: string }) => k.key === 'revenue');
    expect(revenue.current).toBe(result.linhas[1].valores.mes);

    // The DRE as a PDF (its text read from the same document uncompressed).
    const pdf = await owner({ method: 'GET', url: '/api/accounting/resultado/pdf?mes=2026-11' });
    expectPdf(pdf);
    const issuer = {
      company_name: 'Aero Sul Aviação Agrícola',
      cnpj: null,
      registro_mapa: 'MT-00123',
      endereco: null,
      municipio: null,
      uf: 'MT',
    };
    const text = pdfText(await resultPdf(issuer, result, '2026-11-24', { compress: false }));
    for (const expected of [
      'Aero Sul Aviação Agrícola',
      'DEMONSTRAÇÃO DO RESULTADO DO EXERCÍCIO (DRE)',
      'novembro de 2026 · por competência · Simples Nacional, Anexo III',
      'jan a nov/2026',
      'Serviços de aplicação aérea',
      'R$ 90.000,00',
      '(-) Custo dos serviços prestados',
      '-R$ 54.550,00',
      '(=) Resultado líquido do período',
      'R$ 32.870,00',
      'Gerado em 24/11/2026.',
    ])
      expect(text).toContain(expected);
  });

  it('name the field of a bad month, period, report or format (400)', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const fields = async (url: string) => {
      const res = await owner({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      return Object.keys(res.json().error.fields);
    };
    expect(await fields('/api/accounting/resultado?mes=2026-13')).toEqual(['mes']);
    expect(await fields('/api/accounting/resultado/pdf')).toEqual(['mes']);
    expect(await fields('/api/accounting/aeronaves?de=2026-1&ate=2026-11')).toEqual(['de']);
    expect(await fields('/api/accounting/aeronaves?de=2026-11&ate=2026-10')).toEqual(['ate']);
    expect(await fields('/api/accounting/fluxo-caixa?de=2025-01&ate=2027-01')).toEqual(['ate']);
    expect(await fields('/api/accounting/fluxo-caixa?ate=2027-01')).toEqual(['de']);
    // The exports: the report's own filters, the format, the report.
    expect(await fields('/api/accounting/exportar/resultado')).toEqual(['mes']);
    expect(await fields('/api/accounting/exportar/aeronaves?de=2026-12&ate=2026-11')).toEqual([
      'ate',
    ]);
    expect(await fields('/api/accounting/exportar/resultado?mes=2026-11&formato=pdf')).toEqual([
      'formato',
    ]);
    expect(await fields('/api/accounting/exportar/balanco')).toEqual(['relatorio']);
  });

  it('are the office’s: a pilot gets 403', async () => {
    const { companyId } = await seedWorkedMonth(t.app);
    const pilot = await pilotCaller(t.app, companyId);
    for (const url of REPORTS)
      expect((await pilot({ method: 'GET', url })).statusCode, url).toBe(403);
  });
});
