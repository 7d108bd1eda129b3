import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus, Invoice } from '../../../domain/subscription/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { NO_FISCAL_SETTINGS } from './test-profile.ts';

const trial: BillingStatus = {
  mode: 'test',
  canAct: true,
  subscribed: false,
  subscription_status: 'trial',
  status: 'ativo',
  badge: 'Aguardando Pagamento',
  trial: { active: true, ends_at: '2026-11-25T13:00:00.000Z', days_remaining: 3 },
  seats: 1,
  billed_seats: null,
  price_per_seat: 5990,
  total: 5990,
  next_billing_date: null,
  has_subscription: false,
};
const active: BillingStatus = {
  ...trial,
  mode: 'stripe',
  subscribed: true,
  subscription_status: 'active',
  badge: 'Ativa',
  trial: { active: false, ends_at: '2026-11-01T13:00:00.000Z', days_remaining: 0 },
  seats: 2,
  billed_seats: 2,
  total: 11980,
  next_billing_date: '2026-12-23T02:00:00.000Z',
  has_subscription: true,
};
const invoices: Invoice[] = [
  {
    id: 'i1',
    amount: 11980,
    status: 'paid',
    user_email: 'dono@aerosul.com.br',
    created_at: '2026-11-22T13:00:00.000Z',
  },
];

/** The server, stubbed by path: these tests are about what Perfil → Assinatura shows. */
function server(role: 'owner' | 'pilot', status: BillingStatus, charges = invoices) {
  stubServer({
    '/api/me': signedIn(role, { company: { trial_days_remaining: 3 } }),
    '/api/billing/status': status,
    '/api/billing/invoices': { invoices: charges },
    '/api/company/members': { members: [] },
    '/api/company/invites': { invites: [] },
    '/api/company/fiscal': NO_FISCAL_SETTINGS,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Perfil → Assinatura', () => {
  it('shows a trial: days left, one seat at R$ 59,90, test mode, Assinar Agora', async () => {
    server('owner', trial, []);
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Assinatura' });
    expect(await within(panel).findByText('Modo de teste — nenhum pagamento real')).toBeVisible();
    expect(within(panel).getByText('Período de teste · 3 dias restantes')).toBeVisible();
    expect(within(panel).queryByText('Aguardando Pagamento')).toBeNull();
    expect(within(panel).getByText('1 × R$ 59,90')).toBeVisible();
    expect(
      within(panel).getByText(
        'Período de teste: 3 dias restantes (até 25/11/2026). Assine para não perder o acesso.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Assinar Agora' })).toBeEnabled();
    expect(await within(panel).findByText('Nenhuma cobrança ainda.')).toBeVisible();
  });

  it('shows an active subscription: seats, total, next billing in São Paulo, invoices', async () => {
    server('owner', active);
    const { router } = renderRoute('/perfil?assinatura=sucesso');
    const panel = await screen.findByRole('region', { name: 'Assinatura' });
    expect(await within(panel).findByText('2 × R$ 59,90')).toBeVisible();
    expect(within(panel).getAllByText('R$ 119,80')[0]).toBeVisible();
    expect(within(panel).getByText('22/12/2026')).toBeVisible();
    expect(within(panel).queryByText('Modo de teste — nenhum pagamento real')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();
    const row = await within(panel).findByRole('row', { name: /22\/11\/2026/ });
    expect(within(row).getByText('Paga')).toBeVisible();
    const notifications = await screen.findByRole('region', { name: /Notificações/ });
    expect(await within(notifications).findByText('Assinatura confirmada')).toBeVisible();
    // Said once: the address no longer carries the return.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a pilot the plan but neither buttons nor invoices', async () => {
    server('pilot', active);
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Assinatura' });
    expect(await within(panel).findByText('2 × R$ 59,90')).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByText('Cobranças')).toBeNull();
  });
});
