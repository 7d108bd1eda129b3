import { screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyPage, PendingInvitePage } from '../../../../domain/admin/people.ts';
import { notify } from '../../../lib/notify.ts';
import { stubServer } from '../../../test/server.ts';
import { UsersTab } from './users-tab.tsx';

// Usuários (spec part 2 §2): the hierarchy by company with its badges, the search asked of
// the server, and the pending invites resent ('Convite reenviado!') or cancelled after asking.

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
afterEach(() => vi.mocked(notify).mockClear());

const HIERARCHY: HierarchyPage = {
  items: [
    {
      id: 'c1',
      company_name: 'Aero Sul',
      subscription_status: 'trial',
      billing: { level: 'error', label: 'Usuários ativos sem assinatura' },
      members: [
        {
          user_id: 'u1',
          name: 'Ana Dona',
          email: 'dono@sul.com.br',
          role: 'owner',
          active: true,
          badge: 'Trial',
        },
        {
          user_id: 'u2',
          name: '',
          email: 'piloto@sul.com.br',
          role: 'pilot',
          active: false,
          badge: 'Inativo',
        },
      ],
    },
  ],
  total: 1,
  pageSize: 20,
};
const INVITES: PendingInvitePage = {
  items: [
    {
      id: 'i1',
      email: 'novo@sul.com.br',
      role: 'pilot',
      company_id: 'c1',
      company_name: 'Aero Sul',
      created_at: '2026-11-20T13:00:00.000Z',
    },
  ],
  total: 1,
  pageSize: 20,
};

const renderTab = () => renderWithQueries(<UsersTab />);
/** 'METHOD url' of each call made (the stub's type knows only the url). */
const calls = (fetch: ReturnType<typeof stubServer>) =>
  (fetch.mock.calls as unknown as [string, RequestInit?][]).map(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}`,
  );

describe('Usuários', () => {
  it('shows each company with its billing status, members by role and badges', async () => {
    stubServer({ '/api/admin/users?': HIERARCHY, '/api/admin/invites?': INVITES });
    renderTab();
    const company = (await screen.findByRole('heading', { name: 'Aero Sul' })).closest('li')!;
    expect(within(company).getByText('Usuários ativos sem assinatura')).toBeVisible();
    const members = within(company).getAllByRole('listitem');
    expect(members.map((m) => m.textContent)).toEqual([
      'Ana DonaProprietário · dono@sul.com.brTrial',
      'piloto@sul.com.brPilotoInativo',
    ]);
    expect(screen.getByPlaceholderText('Buscar por empresa ou usuário...')).toBeVisible();
    expect(screen.getByText('1 empresa')).toBeVisible();
  });

  it('asks the server for the company or user typed', async () => {
    const fetch = stubServer({
      '/api/admin/users?': HIERARCHY,
      '/api/admin/users?busca=prado': { items: [], total: 0, pageSize: 20 },
      '/api/admin/invites?': { items: [], total: 0, pageSize: 20 },
      '/api/admin/invites?busca=prado': { items: [], total: 0, pageSize: 20 },
    });
    renderTab();
    await screen.findByRole('heading', { name: 'Aero Sul' });
    await userEvent.type(screen.getByLabelText('Buscar por empresa ou usuário'), 'prado');
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeVisible();
    expect(calls(fetch)).toContain('GET /api/admin/users?busca=prado');
    expect(calls(fetch)).toContain('GET /api/admin/invites?busca=prado');
    expect(screen.getByText('Nenhum convite pendente para esta busca.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Buscar por empresa ou usuário'));
    expect(await screen.findByText('Nenhum convite pendente')).toBeVisible();
  });

  it('resends an invite with the toast, and cancels one only after confirming', async () => {
    const fetch = stubServer({
      '/api/admin/users?': HIERARCHY,
      '/api/admin/invites?': INVITES,
      '/api/admin/invites/i1/resend': { emailSent: true },
      '/api/admin/invites/i1': () => new Response(null, { status: 204 }),
    });
    renderTab();
    await screen.findByText('novo@sul.com.br');
    await userEvent.click(
      screen.getByRole('button', { name: 'Reenviar convite para novo@sul.com.br' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Convite reenviado!'));
    expect(calls(fetch)).toContain('POST /api/admin/invites/i1/resend');

    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelar convite para novo@sul.com.br' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar convite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls(fetch)).not.toContain('DELETE /api/admin/invites/i1');
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelar convite para novo@sul.com.br' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar convite' })).getByRole('button', {
        name: 'Cancelar convite',
      }),
    );
    await waitFor(() => expect(calls(fetch)).toContain('DELETE /api/admin/invites/i1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts a new search of the invites on its first page', async () => {
    const fetch = stubServer({
      '/api/admin/users?': HIERARCHY,
      '/api/admin/users?busca=sul': HIERARCHY,
      '/api/admin/invites?': { ...INVITES, total: 30 },
      '/api/admin/invites?pagina=2': { ...INVITES, total: 30 },
      '/api/admin/invites?busca=sul': INVITES,
    });
    renderTab();
    const invites = await screen.findByRole('region', { name: 'Convites pendentes' });
    await userEvent.click(await within(invites).findByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/admin/invites?pagina=2'));
    await userEvent.type(screen.getByLabelText('Buscar por empresa ou usuário'), 'sul');
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/admin/invites?busca=sul'));
    expect(calls(fetch)).not.toContain('GET /api/admin/invites?busca=sul&pagina=2');
  });

  it('confirms a resend whose answer arrives after a new search', async () => {
    let answer = () => {};
    const fetch = stubServer({
      '/api/admin/users?': HIERARCHY,
      '/api/admin/users?busca=sul': HIERARCHY,
      '/api/admin/invites?': INVITES,
      '/api/admin/invites?busca=sul': INVITES,
      '/api/admin/invites/i1/resend': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ emailSent: true })));
        }),
    });
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reenviar convite para novo@sul.com.br' }),
    );
    await userEvent.type(screen.getByLabelText('Buscar por empresa ou usuário'), 'sul');
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/admin/invites?busca=sul'));
    answer();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Convite reenviado!'));
  });
});
