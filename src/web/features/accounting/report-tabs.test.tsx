import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
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
const result: MonthlyResult = {
  mes,
  comparacao_mes: '2025-11',
  receitas: [
    {
      category_id: null,
      chave: 'servicos',
      categoria: 'Serviços de aplicação aérea',
      valor_cents: 1_850_000,
      comparacao_cents: 0,
    },
  ],
  despesas: [],
  totais: { receitas_cents: 1_850_000, despesas_cents: 0, resultado_cents: 1_850_000 },
  comparacao: { receitas_cents: 0, despesas_cents: 0, resultado_cents: 0 },
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
    const open = (await screen.findByText('A receber em aberto')).parentElement!;
    expect(within(open).getByText('R$ 18.500,00')).toBeVisible();
    const month = screen.getByText('Resultado do mês', { selector: 'dt' }).parentElement!;
    expect(within(month).getByText('-R$ 1.200,00')).toHaveClass('text-red-700');

    const flow = await screen.findByRole('table', { name: 'Fluxo de caixa por mês' });
    expect(within(flow).getByRole('row', { name: /R\$ 18\.500,00/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.queryByRole('figure')).toBeNull();
    const dre = await screen.findByRole('table', { name: /^Resultado de / });
    expect(
      within(dre).getByRole('row', { name: /Serviços de aplicação aérea R\$ 18\.500,00/ }),
    ).toBeVisible();
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
  it("shows each aircraft's margins, and '—' where there is nothing to divide by", async () => {
    const figures = {
      hectares: 0,
      horas_voo: 0,
      receita_cents: 0,
      combustivel_cents: 90_000,
      produtos_cents: 0,
      manutencao_cents: 150_000,
      seguro_cents: 60_000,
      custos_cents: 300_000,
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
          margem_cents: 17_700_000,
          margem_por_hectare_cents: 14_744,
          margem_por_hora_cents: 442_500,
        },
        {
          aircraft_id: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
          prefixo: 'PT-IPA',
          modelo: 'EMB-202',
          ...figures,
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
    expect(within(dmo).getByText('147,44')).toBeVisible();
    expect(within(dmo).getByText('4.425,00')).toBeVisible();
    const ipanema = within(table).getByRole('row', { name: /PT-IPA/ });
    expect(within(ipanema).getAllByText('—')).toHaveLength(2);
    expect(within(ipanema).getByText('-3.000,00')).toHaveClass('text-red-700');
    expect(screen.getByText('Nenhuma conta a receber em aberto.')).toBeVisible();
  });
});
