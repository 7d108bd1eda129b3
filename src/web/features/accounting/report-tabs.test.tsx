import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AccountingSummary,
  Ageing,
  AircraftMargins,
  CashFlow,
  MonthlyResult,
} from '../../../domain/accounting/report-contracts.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubServer } from '../../test/server.ts';
import { viewport } from '../../test/viewport.ts';
import { addMonths, currentMonth } from './report-months.ts';
import { ReportsTab } from './reports-tab.tsx';
import { cashFlowRange } from './summary-cash-flow.tsx';
import { SummaryTab } from './summary-tab.tsx';

const show = (tab: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{tab}</QueryClientProvider>);

const mes = currentMonth();
const range = cashFlowRange();
const summary: AccountingSummary = {
  receber_aberto_cents: 1_850_000,
  receber_vencido_cents: 320_000,
  pagar_aberto_cents: 740_050,
  pagar_vencido_cents: 0,
  saldo_contas_cents: 5_012_345,
  mes,
  resultado_mes_cents: -120_000,
};
const cashFlow: CashFlow = {
  ...range,
  saldo_inicial_cents: 1_000_000,
  meses: [
    {
      mes,
      entradas_realizadas_cents: 1_850_000,
      saidas_realizadas_cents: 400_000,
      entradas_previstas_cents: 0,
      saidas_previstas_cents: 0,
      saldo_acumulado_cents: 2_450_000,
    },
  ],
};
const values = (mes: number) => ({ mes, acumulado: mes, mes_anterior: 0, acumulado_anterior: 0 });
const result: MonthlyResult = {
  mes,
  comparacao_mes: '2025-11',
  regime: 'simples_nacional',
  simples_anexo: 3,
  linhas: [
    {
      chave: 'receita_bruta',
      nome: 'Receita bruta de serviços',
      nivel: 'grupo',
      category_id: null,
      valores: values(1_850_000),
    },
    {
      chave: 'categoria:s',
      nome: 'Serviços de aplicação aérea',
      nivel: 'item',
      category_id: null,
      valores: values(1_850_000),
    },
    {
      chave: 'resultado_liquido',
      nome: '(=) Resultado líquido do período',
      nivel: 'resultado',
      category_id: null,
      valores: values(-120_000),
    },
  ],
};

const noDebts: Ageing = {
  hoje: '2026-11-24',
  clientes: [],
  totais: { a_vencer: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_mais: 0 },
  total_cents: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('Contabilidade, Resumo', () => {
  it('shows the figures first and loads the chart when it comes into view', async () => {
    const scroll = viewport(false);
    stubServer({
      '/api/accounting/resumo': summary,
      [`/api/accounting/fluxo-caixa?${new URLSearchParams(range)}`]: cashFlow,
      [`/api/accounting/resultado?mes=${mes}`]: result,
    });
    show(<SummaryTab />);
    // The cards' frame shows at once, with dashes, and keeps its size when the figures arrive.
    const card = () => screen.getByText('A receber em aberto').parentElement!;
    expect(within(card()).getByText('—')).toBeVisible();
    await waitFor(() => expect(within(card()).getByText('R$ 18.500,00')).toBeVisible());
    const pay = screen.getByText('A pagar em aberto', { selector: 'dt' }).parentElement!;
    expect(within(pay).getByText('Nada vencido')).toBeVisible();
    const month = screen.getByText('Resultado do mês', { selector: 'dt' }).parentElement!;
    expect(within(month).getByText('-R$ 1.200,00')).toHaveClass('text-red-700');

    const flow = await screen.findByRole('table', { name: 'Fluxo de caixa por mês' });
    expect(await within(flow).findByRole('row', { name: /R\$ 18\.500,00/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.queryByRole('figure')).toBeNull();
    const dre = await screen.findByRole('table', { name: /^Resultado de / });
    expect(
      within(dre).getByRole('row', { name: /Serviços de aplicação aérea R\$ 18\.500,00/ }),
    ).toBeVisible();
    // A loss in red, and the regime the taxes were worked out under.
    const net = within(dre).getByRole('row', { name: /Resultado líquido/ });
    expect(within(net).getAllByText('-R$ 1.200,00')[0]).toHaveClass('text-red-700');
    expect(screen.getByText(/Simples Nacional, Anexo III/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Imprimir / PDF' })).toHaveAttribute(
      'href',
      `/api/accounting/resultado/pdf?mes=${mes}`,
    );
    expect(screen.getByRole('link', { name: 'Resultado do mês em XLSX' })).toHaveAttribute(
      'href',
      `/api/accounting/exportar/resultado?formato=xlsx&mes=${mes}`,
    );

    scroll();
    expect(
      await screen.findByRole('figure', { name: /Fluxo de caixa por mês/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('Contabilidade, Relatórios', () => {
  it("shows each aircraft's margins and costs, the pilots' pay no flight took, and '—' where there is nothing to divide by", async () => {
    const figures = {
      hectares: 0,
      horas_voo: 0,
      receita_cents: 0,
      combustivel_cents: 90_000,
      produtos_cents: 0,
      manutencao_cents: 150_000,
      seguro_cents: 60_000,
      pilotos_cents: 0,
      depreciacao_cents: 0,
      custos_cents: 300_000,
      custo_por_hectare_cents: null,
      custo_por_hora_cents: null,
      margem_cents: -300_000,
      margem_por_hectare_cents: null,
      margem_por_hora_cents: null,
    };
    const margins: AircraftMargins = {
      de: '2026-01',
      ate: mes,
      aeronaves: [
        {
          aircraft_id: '0f6e2d1c-3b4a-4c5d-8e9f-a1b2c3d4e5f6',
          prefixo: 'PR-DMO',
          modelo: 'AT-502B',
          ...figures,
          hectares: 1_200.5,
          horas_voo: 40,
          receita_cents: 18_000_000,
          pilotos_cents: 1_458_000,
          depreciacao_cents: 1_000_000,
          custos_cents: 2_758_000,
          custo_por_hectare_cents: 2_297,
          custo_por_hora_cents: 68_950,
          margem_cents: 15_242_000,
          margem_por_hectare_cents: 12_696,
          margem_por_hora_cents: 381_050,
        },
        {
          aircraft_id: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
          prefixo: 'PT-IPA',
          modelo: 'EMB-202',
          ...figures,
        },
      ],
      pilotos_sem_voo: [
        {
          employee_id: '2b3c4d5e-6f7a-4b8c-9d0e-f1a2b3c4d5e6',
          nome: 'Paulo Reis',
          mes: '2026-06',
          custo_cents: 1_026_000,
        },
      ],
      total: figures,
    };
    stubServer({
      [`/api/accounting/aeronaves?de=${addMonths(mes, -11)}&ate=${mes}`]: margins,
      '/api/accounting/inadimplencia': noDebts,
    });
    show(<ReportsTab />);
    const table = await screen.findByRole('table', { name: 'Margem por aeronave' });
    const dmo = within(table).getByRole('row', { name: /PR-DMO/ });
    expect(within(dmo).getByText('1.200,5')).toBeVisible();
    expect(within(dmo).getByText('22,97')).toBeVisible();
    expect(within(dmo).getByText('689,50')).toBeVisible();
    expect(within(dmo).getByText('126,96')).toBeVisible();
    expect(within(dmo).getByText('3.810,50')).toBeVisible();
    const ipanema = within(table).getByRole('row', { name: /PT-IPA/ });
    expect(within(ipanema).getAllByText('—')).toHaveLength(4);
    expect(within(ipanema).getByText('-3.000,00')).toHaveClass('text-red-700');
    const grounded = within(table).getByRole('row', { name: /Pilotos sem voo no mês/ });
    expect(grounded).toHaveTextContent('Paulo Reis (jun/2026)');
    expect(within(grounded).getByText('-10.260,00')).toHaveClass('text-red-700');
    const costs = screen.getByRole('table', { name: 'Custos diretos por aeronave' });
    const dmoCosts = within(costs).getByRole('row', { name: /PR-DMO/ });
    expect(within(dmoCosts).getByText('14.580,00')).toBeVisible();
    expect(within(dmoCosts).getByText('10.000,00')).toBeVisible();
    expect(within(dmoCosts).getByText('27.580,00')).toBeVisible();
    expect(within(costs).getByRole('row', { name: /Pilotos sem voo/ })).toHaveTextContent(
      '10.260,00',
    );
    expect(screen.getByText('Nenhuma conta a receber em aberto.')).toBeVisible();
  });
});
