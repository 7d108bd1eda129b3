import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { signedIn, stubServer } from '../test/server.ts';

/** The server's answer to GET /api/me, stubbed: these tests are about what the browser shows. */
function signedInAs(
  role: 'owner' | 'admin' | 'pilot' | null,
  canAct = true,
  isPlatformAdmin = false,
) {
  stubServer({ '/api/me': signedIn(role, { canAct, isPlatformAdmin }), ...ADMIN_ANSWERS });
}

/** What /admin reads first: its stats cards and the Empresas tab. */
const ADMIN_ANSWERS = {
  '/api/admin/stats': {
    total_companies: 0,
    total_users: 0,
    active_companies: 0,
    awaiting_payment: 0,
  },
  '/api/admin/companies?': { items: [], total: 0, pageSize: 20 },
};

afterEach(() => vi.unstubAllGlobals());

describe('protected routes', () => {
  it('send a visitor to the login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null', { status: 200 })),
    );
    const { router } = renderRoute('/agenda');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('a user of no company', () => {
  it.each([
    ['a platform admin', true, '/admin', 'Administração'],
    ['anyone else', false, '/sem-empresa', 'Sua conta ainda não pertence a uma empresa'],
  ])('takes %s from /dashboard to its own page', async (_, isPlatformAdmin, path, heading) => {
    const fetch = stubServer({
      '/api/me': signedIn(null, { isPlatformAdmin }),
      ...ADMIN_ANSWERS,
    });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // No request that could only be refused (403: no company): only the session and, for the
    // platform admin, his own page's.
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked[0]).toBe('/api/me');
    expect(asked.filter((url) => !url.startsWith('/api/admin/'))).toEqual(['/api/me']);
  });
});

describe('role guard', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['pilot', false],
  ] as const)('on /contabilidade lets %s in: %s', async (role, allowed) => {
    signedInAs(role);
    renderRoute('/contabilidade');
    if (allowed) {
      expect(await screen.findByRole('heading', { name: 'Contabilidade' })).toBeInTheDocument();
    } else {
      expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeInTheDocument();
      expect(
        screen.getByText('Você não tem permissão para acessar esta área do sistema.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Pilotos não têm acesso à área financeira.')).toBeInTheDocument();
    }
  });
});

describe('the office’s pages a pilot finds in the menu', () => {
  it.each([
    ['/propostas', 'As propostas são feitas pelo proprietário ou administrador.'],
    ['/relatorios', 'O relatório MAPA é emitido pelo proprietário ou administrador.'],
  ])('%s shows a pilot the card "Acesso Restrito"', async (path, note) => {
    signedInAs('pilot');
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});

describe('subscription gate', () => {
  it.each([
    ['owner', 'Assinatura Premium Necessária'],
    ['admin', 'Assinatura Premium Necessária'],
    ['pilot', 'Acesso Suspenso'],
  ] as const)('shows %s of a company that cannot act the card "%s"', async (role, title) => {
    signedInAs(role, false);
    renderRoute('/agenda');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/');
    if (role !== 'pilot') {
      expect(screen.getByText('Plano Premium')).toBeInTheDocument();
      expect(screen.getByText('R$ 59,90/mês')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Assinar Agora' })).toBeInTheDocument();
    }
  });

  it.each([
    ['lets a company that can act through', 'pilot', true, '/agenda', 'Agenda'],
    [
      'leaves the dashboard open to a company that cannot act',
      'owner',
      false,
      '/dashboard',
      'Dashboard',
    ],
  ] as const)('%s', async (_, role, canAct, path, heading) => {
    signedInAs(role, canAct);
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('guard order', () => {
  it.each([
    [
      'tells a pilot of a company that cannot act that the financial area is not theirs',
      'pilot',
      'Acesso Restrito',
    ],
    [
      'shows an owner of a company that cannot act the subscription card on the financial area',
      'owner',
      'Assinatura Premium Necessária',
    ],
  ] as const)('%s', async (_, role, heading) => {
    signedInAs(role, false);
    renderRoute('/contabilidade');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('platform administration', () => {
  it('is open to the global admin', async () => {
    signedInAs(null, true, true);
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Administração' })).toBeInTheDocument();
  });

  it.each(['owner', 'admin'] as const)('is closed to a company %s', async (role) => {
    signedInAs(role);
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeInTheDocument();
    expect(
      screen.getByText('Apenas administradores globais do sistema podem acessar esta área.'),
    ).toBeInTheDocument();
  });
});
