import { describe, expect, it } from 'vitest';
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
    // before its start). The month: 93.000 revenue − 23.000 expenses.
    expect(await get('/api/accounting/resumo')).toEqual({
      receber_aberto_cents: 5_600_000,
      receber_vencido_cents: 1_100_000,
      pagar_aberto_cents: 1_950_000,
      pagar_vencido_cents: 1_000_000,
      saldo_contas_cents: 4_750_000,
      mes: '2026-11',
      resultado_mes_cents: 7_000_000,
    });

    // DRE: services = the three concluded operations (45.000 + 28.800 + 16.200), not the
    // scheduled one nor the receivables that bill them; other revenue typed by hand; payables by
    // competência, the cancelled one left out. Compared with November 2025.
    const result = await get('/api/accounting/resultado?mes=2026-11');
    const lines = (list: { categoria: string; valor_cents: number; comparacao_cents: number }[]) =>
      list.map((l) => [l.categoria, l.valor_cents, l.comparacao_cents]);
    expect(result.comparacao_mes).toBe('2025-11');
    expect(lines(result.receitas)).toEqual([
      ['Serviços de aplicação aérea', 9_000_000, 1_800_000],
      ['Outras receitas', 300_000, 100_000],
    ]);
    expect(lines(result.despesas)).toEqual([
      ['Combustível', 1_000_000, 0],
      ['Manutenção de aeronaves', 350_000, 200_000],
      ['Peças', 150_000, 0],
      ['Salários e encargos', 800_000, 0],
    ]);
    expect(result.totais).toEqual({
      receitas_cents: 9_300_000,
      despesas_cents: 2_300_000,
      resultado_cents: 7_000_000,
    });
    expect(result.comparacao).toEqual({
      receitas_cents: 1_900_000,
      despesas_cents: 200_000,
      resultado_cents: 1_700_000,
    });

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
    expect(revenue.current).toBe(result.receitas[0].valor_cents);

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
      'novembro de 2026 · comparado com novembro de 2025',
      'Serviços de aplicação aérea',
      'R$ 90.000,00',
      'Total de despesas',
      'R$ 23.000,00',
      'Resultado do mês',
      'R$ 70.000,00',
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
