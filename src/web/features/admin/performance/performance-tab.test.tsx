import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemReport, VitalsReport } from '../../../../domain/admin/performance.ts';
import { stubServer } from '../../../test/server.ts';
import { PerformanceTab } from './performance-tab.tsx';

const VITALS: VitalsReport = {
  periodo: '30',
  overall: { LCP: { p75: 2_500, samples: 5 }, CLS: { p75: 0.2375, samples: 2 } },
  total: 1,
  pageSize: 10,
  routes: [
    {
      path: '/dashboard',
      samples: 7,
      vitals: { LCP: { p75: 2_500, samples: 5 }, CLS: { p75: 0.2375, samples: 2 } },
      weeks: [{ week: '2026-11-16', vitals: { LCP: { p75: 4_000.5, samples: 4 } } }],
    },
  ],
};
const SYSTEM: SystemReport = {
  process: {
    uptimeSeconds: 93_784,
    rssBytes: 150 * 1024 * 1024,
    heapUsedBytes: 60 * 1024 * 1024,
    heapTotalBytes: 80 * 1024 * 1024,
    eventLoopDelay: { meanMs: 10.5, p99Ms: 21, maxMs: 40.25 },
    nodeVersion: 'v22.11.0',
    appVersion: '1.4.0',
  },
  database: {
    driver: 'PGlite',
    serverVersion: '17.4',
    sizeBytes: 12 * 1024 * 1024,
    connections: 1,
    pingMs: 0.42,
    tables: [
      { name: 'web_vitals', sizeBytes: 1024 * 1024, rowEstimate: 1_234 },
      { name: 'sessions', sizeBytes: 24_576, rowEstimate: null },
    ],
  },
};

const renderTab = () => renderWithQueries(<PerformanceTab />, '/admin?aba=performance');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Performance', () => {
  it('shows fps and latency with their labels, memory as unavailable, and exports JSON', async () => {
    vi.useFakeTimers();
    const fetch = stubServer({});
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:performance';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    const fps = screen.getByRole('region', { name: 'FPS' });
    const latency = screen.getByRole('region', { name: 'Latência de rede' });
    expect(within(fps).getByText('Ótimo ≥ 50 · Ruim < 30')).toBeVisible();
    expect(within(latency).getByText('Ótimo ≤ 100 ms · Ruim > 300 ms')).toBeVisible();
    expect(screen.getByText('indisponível neste navegador')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(fps).getByText('Ótimo')).toBeVisible();
    expect(within(fps).getByText(/^Últimas: (\d+ · ){4}\d+ fps$/)).toBeVisible();
    expect(within(latency).getByText('0 ms')).toBeVisible();
    expect(within(latency).getByText('Ótimo')).toBeVisible();
    expect(fetch).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByText('Pausado.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar JSON' }));
    expect(click).toHaveBeenCalledOnce();
    const json = JSON.parse(await saved[0]!.text());
    expect(json.amostras.fps).toHaveLength(5);
    expect(json.amostras.fps[0]).toMatchObject({ rotulo: 'Ótimo' });
    expect(json.amostras.latenciaMs).toEqual([
      { at: expect.any(String), value: 0, rotulo: 'Ótimo' },
    ]);
    expect(json.amostras.memoriaMb).toEqual([]);
    expect(json.limites.fps).toEqual({ good: 50, poor: 30, higherIsBetter: true });
  });

  it('shows the stored web vitals p75 with labels and samples, per route and week', async () => {
    const fetch = stubServer({
      '/api/admin/performance/web-vitals?periodo=30': VITALS,
      '/api/admin/performance/web-vitals?periodo=30&busca=agenda': {
        ...VITALS,
        total: 0,
        routes: [],
      },
      '/api/admin/performance/web-vitals?periodo=7': {
        ...VITALS,
        periodo: '7',
        total: 0,
        routes: [],
        overall: {},
      },
    });
    renderTab();
    fireEvent.click(screen.getByRole('tab', { name: 'Web Vitals' }));
    const table = await screen.findByRole('table', { name: 'p75 de /dashboard' });
    const [, whole, week] = within(table).getAllByRole('row');
    expect(within(whole!).getByRole('rowheader')).toHaveTextContent('Período todo');
    expect(whole).toHaveTextContent('2.500 msÓtimon = 5');
    expect(whole).toHaveTextContent('0,238Médion = 2');
    expect(week).toHaveTextContent('Semana de 16/11/2026');
    expect(week).toHaveTextContent('4.001 msRuimn = 4');
    expect(
      within(table).getByRole('columnheader', { name: 'INP (substitui o FID)' }),
    ).toBeVisible();
    expect(screen.getByText('7 amostras')).toBeVisible();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar rota' }), {
      target: { value: 'agenda' },
    });
    expect(await screen.findByText('Nenhuma rota encontrada.')).toBeVisible();
    expect(screen.getByText('2.500 ms')).toBeVisible(); // every route's p75 stays

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar rota' }), {
      target: { value: '' },
    });
    expect(await screen.findByRole('table', { name: 'p75 de /dashboard' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '7' } });
    expect(await screen.findByText('Nenhuma métrica registrada no período.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/performance/web-vitals?periodo=7',
      expect.anything(),
    );
  });

  it('shows the server and the database', async () => {
    stubServer({ '/api/admin/performance/system': SYSTEM });
    renderTab();
    fireEvent.click(screen.getByRole('tab', { name: 'Sistema' }));
    const server = await screen.findByRole('region', { name: 'Servidor' });
    expect(within(server).getByText('1 d 2 h 3 min')).toBeVisible();
    expect(within(server).getByText('150,0 MB')).toBeVisible();
    expect(within(server).getByText('v22.11.0')).toBeVisible();
    const database = screen.getByRole('region', { name: 'Banco de dados' });
    expect(within(database).getByText('PGlite (PostgreSQL 17.4)')).toBeVisible();
    expect(within(database).getByText('0,42 ms')).toBeVisible();
    expect(within(database).getByRole('row', { name: 'web_vitals 1,0 MB 1.234' })).toBeVisible();
    expect(within(database).getByRole('row', { name: 'sessions 24 kB —' })).toBeVisible();
  });
});
