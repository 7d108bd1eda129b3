import { describe, expect, it } from 'vitest';
import {
  COMPANY_ROLES,
  COMPANY_STATUSES,
  type CompanyRole,
  type SubscriptionStatus,
} from '../companies/values.ts';
import { canAct, selfHealingPatch, subscriptionPrice, type AccessFields } from './access.ts';
import { PRICE_PER_SEAT_CENTS } from './values.ts';

const now = new Date('2026-11-20T12:00:00-03:00');
const trials = {
  running: { trial_start_date: new Date('2026-11-18T12:00:00-03:00'), trial_duration_days: 7 },
  'on its last day': {
    trial_start_date: new Date('2026-11-13T18:00:00-03:00'),
    trial_duration_days: 7,
  },
  over: { trial_start_date: new Date('2026-10-01T12:00:00-03:00'), trial_duration_days: 7 },
  'of 0 days': { trial_start_date: new Date('2026-11-18T12:00:00-03:00'), trial_duration_days: 0 },
  'of null days': {
    trial_start_date: new Date('2026-11-18T12:00:00-03:00'),
    trial_duration_days: null,
  },
};
type Trial = keyof typeof trials;

function company(subscription_status: SubscriptionStatus, trial: Trial): AccessFields {
  return {
    trial_ends_at: null,
    created_at: new Date('2026-10-01T12:00:00-03:00'),
    subscription_status,
    status: 'ativo',
    ...trials[trial],
  };
}

const T = true;
const F = false;
// Spec part 1 §4 'Permission to act': every subscription status × trial × subscriber flag,
// with the answer for owner, admin and pilot.
const table: [SubscriptionStatus, Trial, boolean, boolean, boolean, boolean][] = [
  // subscription   trial               subscribed owner admin pilot
  ['active', 'running', F, T, T, T],
  ['active', 'over', F, T, T, T],
  ['active', 'of 0 days', F, T, T, T],
  ['active', 'running', T, T, T, T],
  ['active', 'over', T, T, T, T],
  ['active', 'of 0 days', T, T, T, T],
  ['trial', 'running', F, T, T, F],
  ['trial', 'on its last day', F, T, T, F],
  ['trial', 'over', F, F, F, F],
  ['trial', 'of 0 days', F, F, F, F],
  ['trial', 'of null days', F, F, F, F],
  ['trial', 'running', T, T, T, T],
  ['trial', 'over', T, T, T, T],
  ['trial', 'of 0 days', T, T, T, T],
  ['inactive', 'running', F, T, T, F],
  ['inactive', 'on its last day', F, T, T, F],
  ['inactive', 'over', F, F, F, F],
  ['inactive', 'of 0 days', F, F, F, F],
  ['inactive', 'of null days', F, F, F, F],
  ['inactive', 'running', T, T, T, T],
  ['inactive', 'over', T, T, T, T],
  ['inactive', 'of 0 days', T, T, T, T],
];

describe('canAct (spec part 1 §4 "Permission to act")', () => {
  const rows = table.flatMap(([subscription, trial, subscribed, owner, admin, pilot]) => {
    const expected: Record<CompanyRole, boolean> = { owner, admin, pilot };
    return COMPANY_ROLES.map(
      (role) => [subscription, trial, subscribed, role, expected[role]] as const,
    );
  });

  it.each(rows)(
    'subscription %s, trial %s, subscribed %s: %s → %s',
    (subscription, trial, subscribed, role, expected) => {
      expect(canAct({ role, company: company(subscription, trial), subscribed, now })).toBe(
        expected,
      );
    },
  );

  it('covers every role and trial state in the table', () => {
    expect(rows).toHaveLength(22 * 3);
    expect(new Set(table.map(([, trial]) => trial))).toEqual(new Set(Object.keys(trials)));
  });

  // The spec decides on the subscription, the trial and the subscriber flag only.
  it.each(COMPANY_STATUSES)('does not look at the company status (%s)', (status) => {
    const c = { ...company('trial', 'running'), status };
    expect(canAct({ role: 'owner', company: c, subscribed: false, now })).toBe(true);
    expect(canAct({ role: 'pilot', company: c, subscribed: false, now })).toBe(false);
  });
});

describe('selfHealingPatch (subscribed, but the company is not active)', () => {
  it.each([
    [true, 'inactive', { subscription_status: 'active', status: 'ativo' }],
    [true, 'trial', { subscription_status: 'active', status: 'ativo' }],
    [true, 'active', null],
    [false, 'inactive', null],
    [false, 'trial', null],
    [false, 'active', null],
  ] as const)('subscribed %s, subscription %s → %o', (subscribed, status, patch) => {
    expect(selfHealingPatch({ subscribed, company: company(status, 'over') })).toEqual(patch);
  });
});

describe('subscriptionPrice (R$ 59,90 per user per month)', () => {
  it('is 5990 centavos a seat', () => {
    expect(PRICE_PER_SEAT_CENTS).toBe(5990);
  });

  it.each([
    [0, 0],
    [1, 5990],
    [2, 11980],
    [20, 119800],
  ])('%i seats cost %i centavos a month', (seats, cents) => {
    expect(subscriptionPrice(seats)).toBe(cents);
  });
});
