import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityAlertRow, SecurityStatistics } from '../../../../domain/admin/security.ts';
import { stubServer } from '../../../test/server.ts';
import { renderMonitoring } from './test-monitoring.tsx';

// 'Segurança', the security dashboard (spec part 2 §2, §7, §9).

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const alert: SecurityAlertRow = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  alert_type: 'failed_logins',
  title: 'Tentativas de login suspeitas',
  description: '5 falhas de login para dono@aerosul.com.br em 24 horas.',
  severity: 'high',
  status: 'open',
  created_at: '2026-11-24T13:00:00.000Z',
  acknowledged_at: null,
  acknowledged_by_email: null,
};
const statistics: SecurityStatistics = {
  admin_actions: 2,
  audit_logs: 7,
  high_severity_logs: 1,
  password_attempts: 6,
  failed_password_attempts: 5,
  open_alerts: 1,
};
const page = <T,>(items: T[], pageSize = 10) => ({ items, total: items.length, pageSize });
const ACK = `/api/admin/security/alerts/${alert.id}/acknowledge`;

function dashboard(over: Record<string, unknown> = {}) {
  let acknowledged = false;
  const fetch = stubServer({
    '/api/admin/security/statistics': statistics,
    '/api/admin/security/suspicious': {
      users: [{ user: 'dono@aerosul.com.br', failures: 5 }],
      ips: [],
    },
    '/api/admin/security/alerts?': () =>
      new Response(
        JSON.stringify(
          page(
            [
              acknowledged
                ? {
                    ...alert,
                    status: 'acknowledged',
                    acknowledged_at: '2026-11-24T14:00:00.000Z',
                    acknowledged_by_email: 'ops@agrovoo.com.br',
                  }
                : alert,
            ],
            12,
          ),
        ),
      ),
    [ACK]: () => {
      acknowledged = true;
      return new Response(JSON.stringify({ ...alert, status: 'acknowledged' }));
    },
    '/api/admin/security/admin-actions?': page([]),
    '/api/admin/security/password-attempts?': page([
      {
        id: 'p1',
        user_email: 'dono@aerosul.com.br',
        ip_address: '10.0.0.1',
        attempt_time: '2026-11-24T12:00:00.000Z',
        success: false,
      },
    ]),
    '/api/admin/security/audit-logs?': page([]),
    ...over,
  });
  renderMonitoring('?aba=monitoramento&painel=seguranca');
  return fetch;
}
const calls = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls.filter(([called]) => called === url).length;

describe('Monitoramento › Segurança', () => {
  it('shows the banner, the statistics and the lists, and acknowledges an alert', async () => {
    const fetch = dashboard();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Atividade suspeita detectada');
    expect(banner).toHaveTextContent('dono@aerosul.com.br: 5 falhas');
    const stats = await screen.findByRole('region', { name: 'Estatísticas de segurança' });
    expect(within(stats).getByText('Trocas de senha falhas (24 h)').nextSibling).toHaveTextContent(
      '5',
    );

    const alerts = screen.getByRole('region', { name: 'Alertas de segurança' });
    expect(await within(alerts).findByText('Tentativas de login suspeitas')).toBeVisible();
    expect(within(alerts).getByText('Alta')).toBeVisible();
    expect(within(alerts).getByText('Aberto')).toBeVisible();
    const attempts = screen.getByRole('region', { name: 'Tentativas de troca de senha' });
    expect(await within(attempts).findByText('Falhou')).toBeVisible();
    expect(attempts).toHaveTextContent('IP 10.0.0.1');
    const actions = screen.getByRole('region', { name: 'Ações de administradores' });
    expect(
      await within(actions).findByText('Nenhuma ação de administrador registrada.'),
    ).toBeVisible();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(
      within(alerts).getByRole('button', {
        name: 'Reconhecer alerta: Tentativas de login suspeitas',
      }),
    );
    expect(fetch).toHaveBeenCalledWith(ACK, expect.objectContaining({ method: 'POST' }));
    expect(await within(alerts).findByText('Reconhecido')).toBeVisible();
    expect(alerts).toHaveTextContent('por ops@agrovoo.com.br');
    expect(within(alerts).queryByRole('button', { name: /Reconhecer/ })).toBeNull();
  });

  it('reads the lists again at §7’s intervals: 30 s, 60 s and 5 min', async () => {
    const fetch = dashboard();
    await screen.findByText('Tentativas de login suspeitas');
    const counts = () => ({
      actions: calls(fetch, '/api/admin/security/admin-actions?'),
      logs: calls(fetch, '/api/admin/security/audit-logs?'),
      alerts: calls(fetch, '/api/admin/security/alerts?'),
      attempts: calls(fetch, '/api/admin/security/password-attempts?'),
      suspicious: calls(fetch, '/api/admin/security/suspicious'),
    });
    expect(counts()).toEqual({ actions: 1, logs: 1, alerts: 1, attempts: 1, suspicious: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(counts()).toEqual({ actions: 2, logs: 2, alerts: 1, attempts: 1, suspicious: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(counts()).toEqual({ actions: 3, logs: 3, alerts: 2, attempts: 2, suspicious: 1 });
    await vi.advanceTimersByTimeAsync(240_000);
    expect(counts()).toMatchObject({ suspicious: 2, alerts: 6 });
  });

  it('shows no banner without suspicious activity', async () => {
    dashboard({ '/api/admin/security/suspicious': { users: [], ips: [] } });
    await screen.findByText('Tentativas de login suspeitas');
    expect(screen.queryByText('Atividade suspeita detectada')).toBeNull();
  });
});
