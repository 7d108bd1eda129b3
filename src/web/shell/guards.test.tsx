import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { PROPOSAL_VIEW_STATUSES } from '../../domain/proposals/values.ts';
import { saved } from '../features/proposals/test-proposal.ts';
import { refusal, signedIn, stubServer } from '../test/server.ts';
import type { MapaMonth } from '../../domain/mapa/contracts.ts';
import { MAPA_MODEL } from '../../domain/mapa/model-in-2-2008.ts';

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

/** November 2026 as a pilot reads it: the one flight he flew, in MT. */
const MONTH_WITH_A_FLIGHT: MapaMonth = {
  report: {
    model: MAPA_MODEL.id,
    year: 2026,
    month: 11,
    monthName: 'novembro',
    company: {
      company_name: 'Aero Sul',
      cnpj: null,
      registro_mapa: 'MT-00123',
      endereco: null,
      municipio: null,
      uf: 'MT',
    },
    states: [
      {
        uf: 'MT',
        rows: [
          {
            operation_id: '5f0c8a40-0000-4000-8000-000000000001',
            numero: '2026/0001',
            data: '2026-11-10',
            uf: 'MT',
            municipio: 'Sorriso',
            contratante: 'Agropecuária Boa Vista',
            servico: 'Aplicação líquida',
            cultura: 'Soja',
            area_ha: 120.5,
            aeronave: 'PR-AGV',
            produtos: 'Fox Xpro (0,500 L/ha; 60,250 L)',
            registros_mapa: 'Fox Xpro: 17718',
          },
        ],
        totals: { operations: 1, area_ha: 120.5, products: [] },
      },
    ],
    pending: [],
    totals: { operations: 1, area_ha: 120.5 },
  },
  submissions: [],
};

// Decision 034: every entry of a pilot's menu opens a page he can use, without money; only
// the office's own pages keep the card.
describe('the pages a pilot finds in the menu', () => {
  const pilotWith = (answers: Record<string, unknown>) =>
    stubServer({
      '/api/me': signedIn('pilot'),
      '/api/mapa/pendente': () => refusal(403, 'FORBIDDEN', 'Sem permissão'),
      ...answers,
    });
  const noRestriction = () =>
    expect(screen.queryByRole('heading', { name: 'Acesso Restrito' })).not.toBeInTheDocument();

  it('/propostas lists the proposals without values and without "Nova proposta"', async () => {
    const counts = Object.fromEntries(
      PROPOSAL_VIEW_STATUSES.map((status) => [status, { count: status === 'aprovada' ? 1 : 0 }]),
    );
    pilotWith({
      '/api/proposals?pagina=1': {
        items: [
          {
            id: saved.proposal.id,
            numero: '2026/0007',
            status: 'aprovada',
            validade: '2099-12-31',
            cliente: 'Fazenda Boa Vista',
            propriedade: null,
            created_at: '2026-11-23T13:00:00.000Z',
          },
        ],
        total: 1,
        pageSize: 20,
        totals: counts,
      },
    });
    renderRoute('/propostas');
    expect(await screen.findByText('2026/0007 · Fazenda Boa Vista')).toBeVisible();
    noRestriction();
    expect(screen.queryByRole('link', { name: /Nova proposta/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('R$');
  });

  it('/propostas/{id} shows the services, read-only, without prices, PDF or actions', async () => {
    const { subtotal_cents: _s, desconto_cents: _d, total_cents: _t, ...proposal } = saved.proposal;
    pilotWith({
      [`/api/proposals/${saved.proposal.id}`]: {
        ...saved,
        proposal: { ...proposal, condicoes_pagamento: undefined, desconto_tipo: undefined },
        compartilhar: undefined,
        linhas: [
          {
            id: '5d3c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            posicao: 1,
            service_id: null,
            descricao: 'Aplicação líquida: fungicida',
            unidade: 'ha',
            quantidade: 480.5,
          },
        ],
      },
    });
    renderRoute(`/propostas/${saved.proposal.id}`);
    expect(await screen.findByText('Aplicação líquida: fungicida')).toBeVisible();
    noRestriction();
    expect(document.body.textContent).not.toContain('R$');
    expect(screen.queryByRole('link', { name: /Baixar PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Duplicar|Excluir/ })).toBeNull();
  });

  it('/relatorios opens on this month, never asks for the reports owed, offers no file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-28T12:00:00-03:00') });
    const fetch = pilotWith({ '/api/mapa?ano=2026&mes=11': MONTH_WITH_A_FLIGHT });
    renderRoute('/relatorios');
    expect(await screen.findByRole('heading', { name: 'MT · novembro/2026' })).toBeVisible();
    noRestriction();
    expect(screen.getByText(/voos que você pilotou/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /PDF|Planilha/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como enviado' })).toBeNull();
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain('/api/mapa/pendente');
    vi.useRealTimers();
  });

  it("/propostas/nova is still the office's", async () => {
    signedInAs('pilot');
    renderRoute('/propostas/nova');
    expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeInTheDocument();
    expect(
      screen.getByText('As propostas são feitas pelo proprietário ou administrador.'),
    ).toBeInTheDocument();
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
