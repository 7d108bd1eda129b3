import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRetryDelay } from '../../../domain/constants.ts';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { viewport } from '../../test/viewport.ts';
import { WAIT_MS } from '../../test/wait.ts';
import { company, monthly } from './test-dashboard.ts';

const pilot: Dashboard = {
  ...company,
  scope: 'pilot',
  kpis: company.kpis.filter((kpi) => kpi.key !== 'revenue'),
  // A pilot's answer has no revenue, not even its key (decision 034).
  monthly: monthly.map(({ revenue_cents: _revenue, ...m }) => m as Dashboard['monthly'][number]),
  upcoming: [],
  documents: [],
  manutencao: [],
  stock: [],
  mapa: [],
};

beforeEach(() => viewport(true));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/dashboard', () => {
  it("shows an owner the month's figures, the change in %, alerts and the next days", async () => {
    stubServer({
      '/api/me': signedIn('owner', { company: { trial_days_remaining: 4 } }),
      '/api/dashboard': company,
    });
    renderRoute('/dashboard');
    const hectares = (await screen.findByText('Hectares aplicados', { selector: 'dt' }))
      .parentElement!;
    expect(within(hectares).getByText('150,5 ha')).toBeVisible();
    expect(within(hectares).getByText('+50,5%')).toBeVisible();
    // Like with like: this month so far against the same days of the last, said once.
    expect(within(hectares).getByText('1 a 10 de outubro: 100,0 ha')).toBeVisible();
    expect(
      screen.getByText(
        '1 a 10 de novembro, comparado com os mesmos dias do mês anterior (1 a 10 de outubro).',
      ),
    ).toBeVisible();
    const operations = screen.getByText('Operações concluídas').parentElement!;
    expect(within(operations).getByText('−50,0%')).toBeVisible();
    const revenue = screen.getByText('Faturamento', { selector: 'dt' }).parentElement!;
    expect(within(revenue).getByText('R$ 15.050,00')).toBeVisible();
    expect(within(revenue).getByText('sem comparação')).toBeVisible();

    expect(
      screen.getByRole('link', { name: /Relatório MAPA de outubro pendente/ }),
    ).toHaveAttribute('href', '/relatorios');
    expect(screen.getByText('Envie à SFA até o dia 15: MT, GO. Abrir o relatório →')).toBeVisible();
    expect(screen.getByText('venceu há 5 dias (05/11/2026)')).toBeVisible();
    // Issue 40: an aircraft's maintenance in warning, with the way to the fleet.
    expect(screen.getByText('Manutenção das aeronaves')).toBeVisible();
    expect(screen.getByText('· Inspeção de 100 h: faltam 8,0 h', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir a frota →' })).toHaveAttribute('href', '/frota');
    expect(screen.getByRole('link', { name: /CMA · Carlos Mendes/ })).toHaveAttribute(
      'href',
      '/cadastros?aba=pilotos',
    );
    expect(screen.getByRole('link', { name: /ASO · Joana Prado/ })).toHaveAttribute(
      'href',
      '/recursos-humanos?aba=funcionarios&funcionario=e1',
    );
    // Issue 44: the company's A1 certificate is renewed in Perfil.
    expect(screen.getByRole('link', { name: /Certificado digital A1 \(NFS-e\)/ })).toHaveAttribute(
      'href',
      '/perfil#fiscal',
    );
    expect(screen.getByText('Priori Xtra: saldo 12,000 L, mínimo 20,000 L.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir o estoque →' })).toHaveAttribute(
      'href',
      '/estoque',
    );

    const next = screen.getByRole('region', { name: 'Próximos 7 dias' });
    expect(
      within(next).getByRole('link', { name: /ter\., 10\/11 · 06:30 · 2026\/0042/ }),
    ).toHaveAttribute('href', '/operacao/o1');
    expect(within(next).getByText('Em andamento')).toBeVisible();
    expect(screen.getByText('Teste grátis: 4 dias restantes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assinar Agora' })).toBeVisible();
    expect(
      await screen.findByRole('figure', { name: 'Faturamento' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('keeps each MAPA warning not sent, oldest first, overdue after its 15th', async () => {
    const october = {
      ...company.mapa[0]!,
      overdue: true,
      message: 'Relatório MAPA de outubro atrasado',
    };
    const november = {
      ...company.mapa[0]!,
      month: 11,
      ufs: ['MT'],
      message: 'Relatório MAPA de novembro pendente',
    };
    const mapa = [october, november];
    stubServer({ '/api/me': signedIn('admin'), '/api/dashboard': { ...company, mapa } });
    renderRoute('/dashboard');
    const alert = await screen.findByRole('link', { name: /Relatório MAPA de outubro atrasado/ });
    expect(alert).toHaveAttribute('href', '/relatorios');
    expect(alert).toHaveClass('border-red-200');
    expect(
      within(alert).getByText('O prazo venceu no dia 15. Envie à SFA: MT, GO. Abrir o relatório →'),
    ).toBeVisible();
    const links = screen.getAllByRole('link', { name: /Relatório MAPA de/ });
    expect(links.map((link) => link.querySelector('strong')!.textContent)).toEqual([
      'Relatório MAPA de outubro atrasado',
      'Relatório MAPA de novembro pendente',
    ]);
  });

  it('loads the charts only when they come into view', async () => {
    const scroll = viewport(false);
    stubServer({ '/api/me': signedIn('owner'), '/api/dashboard': company });
    renderRoute('/dashboard');
    expect(await screen.findByText('Hectares aplicados', { selector: 'dt' })).toBeVisible();
    expect(screen.queryByRole('figure', { name: 'Faturamento' })).toBeNull();
    scroll();
    expect(
      await screen.findByRole('figure', { name: 'Faturamento' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows a pilot their flights without money, alerts or the subscribe button', async () => {
    stubServer({ '/api/me': signedIn('pilot'), '/api/dashboard': pilot });
    renderRoute('/dashboard');
    expect(await screen.findByText('Horas de voo')).toBeVisible();
    expect(screen.queryByText('Faturamento')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Alertas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assinar Agora' })).toBeNull();
    expect(screen.getByText('Nenhuma operação agendada para os próximos 7 dias.')).toBeVisible();
    expect(
      await screen.findByRole('figure', { name: 'Hectares aplicados' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Faturamento' })).toBeNull();
  });

  it('says so when the figures cannot be loaded, after the retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The first answer waits until the page is on screen, so the retries counted below are the
    // page's, however long its code takes to load on a busy machine.
    let mounted!: () => void;
    const onScreen = new Promise<void>((resolve) => (mounted = resolve));
    const fetch = stubServer({
      '/api/me': signedIn('admin'),
      '/api/dashboard': async () => {
        await onScreen;
        return refusal(500, 'INTERNAL', 'Erro interno.');
      },
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    mounted();
    const calls = () => fetch.mock.calls.filter(([url]) => url === '/api/dashboard').length;
    // The first try and the spec's 3 retries, each after its back-off.
    for (let tries = 1; tries <= 4; tries++) {
      await vi.waitFor(() => expect(calls()).toBe(tries), { timeout: WAIT_MS });
      await vi.advanceTimersByTimeAsync(queryRetryDelay(tries - 1));
    }
    expect(
      await screen.findByText(
        'Não foi possível carregar o dashboard. Verifique sua conexão e tente novamente.',
      ),
    ).toBeVisible();
  });
});
