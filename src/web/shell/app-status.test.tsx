import { screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/server.ts';
import { MobileNav } from './nav-bar.tsx';
import { OnlineBadge } from './online-badge.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The browser's caches, worker and storage as an installed app has them. */
function stubInstalledApp(usage: number, quota: number) {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    keys: async () => ['workbox-precache-v2', 'agrovoo-api'],
    delete: async (key: string) => deleted.push(key) > 0,
  });
  // This file's own browser (web test files are isolated): no need to take them back.
  Object.defineProperties(navigator, {
    storage: { configurable: true, value: { estimate: async () => ({ usage, quota }) } },
    serviceWorker: {
      configurable: true,
      value: {
        getRegistration: async () => ({ active: { state: 'activated' } }),
        getRegistrations: async () => [],
      },
    },
  });
  return deleted;
}

describe('the app status dialog (spec part 1 §2), from the header’s status badge', () => {
  it('shows the version, the session, the caches, the worker and the storage, and clears the caches', async () => {
    stubServer({ '/api/health': { status: 'ok', db: 'ok', version: '1.4.0' } });
    const deleted = stubInstalledApp(5_452_595, 104_857_600);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    renderWithQueries(<OnlineBadge />);
    await userEvent.click(screen.getByRole('button', { name: /Online/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Status do aplicativo' });
    const facts = [
      ['Conexão', 'Online'],
      ['Sessão', 'Sessão ativa'],
      ['Versão', '1.4.0'],
      ['Cache', '2 caches guardados'],
      ['Service worker', 'Ativo'],
      ['Armazenamento', '5,2 MB de 100,0 MB'],
    ];
    for (const [label, value] of facts)
      await waitFor(() =>
        expect(within(dialog).getByText(label!).nextElementSibling).toHaveTextContent(value!),
      );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Corrigir atualização (limpar cache)' }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(deleted).toEqual(['workbox-precache-v2', 'agrovoo-api']);
  });
});

describe("the app status dialog on a phone, where the header's badge hides while online", () => {
  it("opens from the menu's 'Status do aplicativo', closing the menu", async () => {
    stubServer({ '/api/health': { status: 'ok', db: 'ok', version: '1.4.0' } });
    stubInstalledApp(1_048_576, 104_857_600);
    renderWithQueries(
      <MobileNav groups={[{ label: null, items: [{ to: '/dashboard', label: 'Dashboard' }] }]} />,
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Status do aplicativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status do aplicativo' });
    await waitFor(() =>
      expect(within(dialog).getByText('Versão').nextElementSibling).toHaveTextContent('1.4.0'),
    );
    expect(menu).not.toHaveAttribute('open');
  });
});
