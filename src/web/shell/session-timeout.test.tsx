import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY } from '../lib/session.ts';
import { renderRoute } from '../test/render-route.tsx';
import { WAIT_MS } from '../test/wait.ts';

const minute = 60_000;
const me = {
  user: { id: 'u1', email: 'dono@aerosul.com.br', name: '', isPlatformAdmin: false },
  membership: null,
};
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = vi.fn(
    async (url: string) => new Response(url === '/api/me' ? JSON.stringify(me) : '{"ok":true}'),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('session inactivity', () => {
  it('warns 5 minutes before 12 h idle and renews on "Continuar Sessão"', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 715 * minute + 30_000));
    renderRoute('/dashboard');
    const badge = await screen.findByRole('button', { name: 'Sessão ativa' });
    // The timer's code comes after the first paint; running, it says the time left.
    await vi.waitFor(
      () => expect(badge).toHaveAttribute('title', 'Expira em 5 min sem atividade'),
      {
        timeout: WAIT_MS,
      },
    );
    expect(screen.queryByText('Sua sessão vai expirar')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(minute));
    // The warning's code loads when it is due.
    expect(
      await screen.findByRole('heading', { name: 'Sua sessão vai expirar' }),
    ).toBeInTheDocument();

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Continuar Sessão' }));
    // The notification's code loads with the first notification.
    expect(await screen.findByText('Sessão estendida')).toBeInTheDocument();
    expect(screen.getByText('Sua sessão foi renovada com sucesso.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sua sessão vai expirar' })).toBeNull();
    expect(Date.now() - Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeLessThan(minute);
  });

  it('signs out at 12 h idle and forgets the activity time', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 719 * minute - 30_000));
    const { router } = renderRoute('/dashboard');
    const badge = await screen.findByRole('button', { name: 'Sessão ativa' });
    await vi.waitFor(
      () => expect(badge).toHaveAttribute('title', 'Expira em menos de 1 min sem atividade'),
      {
        timeout: WAIT_MS,
      },
    );
    await act(() => vi.advanceTimersByTimeAsync(minute));
    await vi.waitFor(
      () =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/auth/logout',
          expect.objectContaining({ method: 'POST' }),
        ),
      { timeout: WAIT_MS },
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'), {
      timeout: WAIT_MS,
    });
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });
});
