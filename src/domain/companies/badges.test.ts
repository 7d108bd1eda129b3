import { describe, expect, it } from 'vitest';
import { billingStatus, companyBadge, ROLE_LABELS, sortByRole, userBadge } from './badges.ts';

describe('companyBadge (first match wins)', () => {
  it.each([
    ['active', 'payment_required', 'Ativa'],
    ['active', 'suspenso', 'Ativa'],
    ['trial', 'payment_required', 'Pagamento Obrigatório'],
    ['inactive', 'payment_required', 'Pagamento Obrigatório'],
    ['inactive', 'suspenso', 'Suspensa'],
    ['trial', 'ativo', 'Aguardando Pagamento'],
    ['inactive', 'ativo', 'Aguardando Pagamento'],
    ['inactive', 'inactive', 'Aguardando Pagamento'],
  ] as const)('subscription %s, status %s → %s', (subscription_status, status, badge) => {
    expect(companyBadge({ subscription_status, status })).toBe(badge);
  });
});

describe('billingStatus', () => {
  it.each([
    [2, 'trial', 'error'],
    [3, 'inactive', 'error'],
    [2, 'active', 'ok'],
    [1, 'trial', 'ok'],
    [0, 'active', 'warning'],
    [0, 'trial', 'warning'],
  ] as const)('%i active users, subscription %s → %s', (activeUsers, subscriptionStatus, level) => {
    expect(billingStatus({ activeUsers, subscriptionStatus }).level).toBe(level);
  });

  it("labels a correct company 'Cobrança OK'", () => {
    expect(billingStatus({ activeUsers: 1, subscriptionStatus: 'active' }).label).toBe(
      'Cobrança OK',
    );
  });
});

describe('userBadge', () => {
  it.each([
    [true, true, 'Ativo'],
    [true, false, 'Trial'],
    [false, true, 'Inativo'],
    [false, false, 'Inativo'],
  ])('active %s, paid company %s → %s', (active, companyPaid, badge) => {
    expect(userBadge({ active, companyPaid })).toBe(badge);
  });
});

describe('roles', () => {
  it('are named in Portuguese and listed owner, admin, pilot', () => {
    expect(ROLE_LABELS).toEqual({ owner: 'Proprietário', admin: 'Administrador', pilot: 'Piloto' });
    const sorted = sortByRole([
      { role_in_company: 'pilot' as const, id: 1 },
      { role_in_company: 'owner' as const, id: 2 },
      { role_in_company: 'admin' as const, id: 3 },
      { role_in_company: 'pilot' as const, id: 4 },
    ]);
    expect(sorted.map((m) => m.id)).toEqual([2, 3, 1, 4]);
  });
});
