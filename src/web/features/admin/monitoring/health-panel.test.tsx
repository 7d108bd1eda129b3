import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/server.ts';
import { healthyReport, renderMonitoring, warningReport } from './test-monitoring.tsx';

// 'Saúde do sistema' (spec part 2 §9): the first check 2 s after opening, then every 5 min,
// and now on request; 'Verificando' while a check runs.

const HEALTH = '/api/admin/health-checks';
const checks = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url === HEALTH).length;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('Monitoramento › Saúde do sistema', () => {
  it('checks 2 s after opening, then every 5 min, and on "Verificar agora"', async () => {
    let report = healthyReport;
    const fetch = stubServer({ [HEALTH]: () => new Response(JSON.stringify(report)) });
    renderMonitoring();
    const overall = await screen.findByRole('heading', { name: /Status geral/ });
    expect(overall).toHaveTextContent('Verificando');
    expect(screen.getByText('A primeira verificação começa em instantes.')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(checks(fetch)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(checks(fetch)).toBe(1);
    const profiles = await screen.findByRole('listitem', { name: 'profiles' });
    expect(within(profiles).getByText('Saudável')).toBeVisible();
    expect(profiles).toHaveTextContent('Tabela acessível');
    expect(profiles).toHaveTextContent('12 ms');
    expect(overall).toHaveTextContent('Saudável');

    report = warningReport;
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000 + 59_000));
    expect(checks(fetch)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(checks(fetch)).toBe(2);
    expect(await within(profiles).findByText('Atenção')).toBeVisible();
    expect(profiles).toHaveTextContent('Resposta lenta (5200 ms)');
    expect(overall).toHaveTextContent('Atenção');

    report = healthyReport;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Verificar agora' }));
    expect(checks(fetch)).toBe(3);
    expect(await within(profiles).findByText('Saudável')).toBeVisible();
  });

  it('shows every item as "Verificando" while a check runs', async () => {
    let answer: ((r: Response) => void) | undefined;
    stubServer({
      [HEALTH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderMonitoring();
    await screen.findByRole('heading', { name: /Status geral/ });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('button', { name: 'Verificar agora' })).toBeDisabled();
    await act(async () => answer!(new Response(JSON.stringify(healthyReport))));
    const profiles = await screen.findByRole('listitem', { name: 'profiles' });
    expect(within(profiles).getByText('Saudável')).toBeVisible();

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Verificar agora' }));
    expect(within(profiles).getByText('Verificando')).toBeVisible();
    expect(screen.getByRole('heading', { name: /Status geral/ })).toHaveTextContent('Verificando');
    await act(async () => answer!(new Response(JSON.stringify(warningReport))));
    expect(await within(profiles).findByText('Atenção')).toBeVisible();
  });
});
