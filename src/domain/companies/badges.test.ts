import { describe, expect, it } from 'vitest';
import {
  billingStatus,
  companyBadge,
  memberBadge,
  ROLE_LABELS,
  sortByRole,
  userBadge,
} from './badges.ts';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from './values.ts';

describe('companyBadge (spec part 2 §4, first match wins)', () => {
  const table = [
    // 1. subscription active: 'Ativa', whatever the status
    ['active', 'ativo', 'Ativa'],
    ['active', 'payment_required', 'Ativa'],
    ['active', 'inactive', 'Ativa'],
    ['active', 'suspenso', 'Ativa'],
    // 2. status payment_required
    ['trial', 'payment_required', 'Pagamento Obrigatório'],
    ['inactive', 'payment_required', 'Pagamento Obrigatório'],
    [null, 'payment_required', 'Pagamento Obrigatório'],
    // 3. status suspenso
    ['trial', 'suspenso', 'Suspensa'],
    ['inactive', 'suspenso', 'Suspensa'],
    [null, 'suspenso', 'Suspensa'],
    // 4. subscription trial or inactive
    ['trial', 'ativo', 'Aguardando Pagamento'],
    ['trial', 'inactive', 'Aguardando Pagamento'],
    ['inactive', 'ativo', 'Aguardando Pagamento'],
    ['inactive', 'inactive', 'Aguardando Pagamento'],
    // 5. otherwise
    [null, 'ativo', 'Inativa'],
    [null, 'inactive', 'Inativa'],
  ] as const;

  it.each(table)('subscription %s, status %s → %s', (subscription_status, status, badge) => {
    expect(companyBadge({ subscription_status, status })).toBe(badge);
  });

  it('has a row for every subscription status × company status', () => {
    const pairs = new Set(table.map(([subscription, status]) => `${subscription}/${status}`));
    expect(pairs.size).toBe((SUBSCRIPTION_STATUSES.length + 1) * COMPANY_STATUSES.length);
  });
});

describe('billingStatus (spec part 2 §4)', () => {
  const error = { level: 'error', label: 'Usuários ativos sem assinatura' };
  const warning = { level: 'warning', label: 'Nenhum usuário ativo' };
  const ok = { level: 'ok', label: 'Cobrança OK' };

  it.each([
    [2, 'trial', error],
    [2, 'inactive', error],
    [3, 'inactive', error],
    [2, 'active', ok],
    [50, 'active', ok],
    [1, 'trial', ok], // one user is not 'more than one'
    [1, 'inactive', ok],
    [1, 'active', ok],
    [0, 'active', warning],
    [0, 'trial', warning],
    [0, 'inactive', warning],
  ] as const)(
    '%i active users, subscription %s → %o',
    (activeUsers, subscriptionStatus, status) => {
      expect(billingStatus({ activeUsers, subscriptionStatus })).toEqual(status);
    },
  );
});

describe('userBadge (spec part 2 §4)', () => {
  it.each([
    [true, true, 'Ativo'],
    [true, false, 'Trial'],
    [false, true, 'Inativo'],
    [false, false, 'Inativo'],
  ])('active %s, paid company %s → %s', (active, companyPaid, badge) => {
    expect(userBadge({ active, companyPaid })).toBe(badge);
  });
});

describe('roles (spec part 1 §6)', () => {
  it.each([
    ['owner', 'Proprietário'],
    ['admin', 'Administrador'],
    ['pilot', 'Piloto'],
  ] as const)('%s is called %s', (role, label) => {
    expect(ROLE_LABELS[role]).toBe(label);
  });

  it('lists owner, admin, pilot, keeping the order within a role', () => {
    const sorted = sortByRole([
      { role_in_company: 'pilot' as const, id: 1 },
      { role_in_company: 'owner' as const, id: 2 },
      { role_in_company: 'admin' as const, id: 3 },
      { role_in_company: 'pilot' as const, id: 4 },
      { role_in_company: 'admin' as const, id: 5 },
    ]);
    expect(sorted.map((m) => m.id)).toEqual([2, 3, 5, 1, 4]);
  });

  it('leaves the given list untouched', () => {
    const members = [
      { role_in_company: 'pilot' as const, id: 1 },
      { role_in_company: 'owner' as const, id: 2 },
    ];
    sortByRole(members);
    expect(members.map((m) => m.id)).toEqual([1, 2]);
  });
});

describe("memberBadge: the company's own badge on Perfil", () => {
  const trial = (active: boolean, days_remaining: number) => ({ active, days_remaining });
  it.each([
    ['trial', 'ativo', trial(true, 5), 'Período de teste · 5 dias restantes'],
    ['trial', 'ativo', trial(true, 1), 'Período de teste · 1 dia restante'],
    ['trial', 'ativo', trial(true, 0), 'Período de teste · último dia'],
    ['trial', 'ativo', trial(false, 0), 'Aguardando Pagamento'],
    ['inactive', 'ativo', trial(true, 3), 'Período de teste · 3 dias restantes'],
    ['active', 'ativo', trial(true, 3), 'Ativa'],
    ['trial', 'payment_required', trial(true, 3), 'Pagamento Obrigatório'],
    ['trial', 'suspenso', trial(true, 3), 'Suspensa'],
  ] as const)(
    'subscription %s, status %s, trial %o → %s',
    (subscription_status, status, t, badge) => {
      expect(memberBadge({ subscription_status, status }, t)).toBe(badge);
    },
  );
});
