import { describe, expect, it } from 'vitest';
import { selfHealingPatch } from './access.ts';
import { PROVIDER_SUBSCRIPTION_STATUSES, companyStateFor, seatUpdateResult } from './billing.ts';

describe('companyStateFor (subscription status → company)', () => {
  it.each([
    ['active', 'active', 'ativo', true],
    ['trialing', 'active', 'ativo', true],
    ['past_due', 'active', 'payment_required', true],
    ['unpaid', 'inactive', 'payment_required', false],
    ['incomplete', 'inactive', 'payment_required', false],
    ['paused', 'inactive', 'suspenso', false],
    ['incomplete_expired', 'inactive', 'inactive', false],
    ['canceled', 'inactive', 'inactive', false],
  ] as const)('%s → subscription %s, status %s, subscribed %s', (provider, sub, status, subd) => {
    expect(companyStateFor(provider)).toEqual({
      subscription_status: sub,
      status,
      subscribed: subd,
    });
  });

  it.each(PROVIDER_SUBSCRIPTION_STATUSES)(
    '%s leaves nothing for the self-healing rule to change',
    (provider) => {
      const state = companyStateFor(provider);
      const company = {
        ...state,
        trial_start_date: null,
        trial_duration_days: 7,
        trial_ends_at: null,
        created_at: new Date('2026-01-01T00:00:00Z'),
      };
      expect(selfHealingPatch({ subscribed: state.subscribed, company })).toBeNull();
    },
  );
});

describe('seatUpdateResult (spec part 1 §3)', () => {
  it.each([
    [1, true, 5990, 'Assinatura atualizada: 1 usuário, R$ 59,90/mês.'],
    [2, true, 11980, 'Assinatura atualizada: 2 usuários, R$ 119,80/mês.'],
    [
      3,
      false,
      17970,
      'Não foi possível atualizar a assinatura agora (3 usuários); tentaremos de novo em breve.',
    ],
  ])('%i seats, success %s → %i centavos', (seats, success, totalPrice, message) => {
    expect(seatUpdateResult(seats, success)).toEqual({
      success,
      totalUsers: seats,
      totalPrice,
      message,
    });
  });
});
