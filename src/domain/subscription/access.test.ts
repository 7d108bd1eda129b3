import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type CompanyRole, type SubscriptionStatus } from '../companies/values.ts';
import { canAct, selfHealingPatch, subscriptionPrice, type AccessFields } from './access.ts';

const now = new Date('2026-11-20T12:00:00-03:00');
const inTrial = { trial_start_date: new Date('2026-11-18T12:00:00-03:00') };
const trialOver = { trial_start_date: new Date('2026-10-01T12:00:00-03:00') };

function company(subscription_status: SubscriptionStatus, trial: object): AccessFields {
  return {
    trial_start_date: null,
    trial_duration_days: 7,
    trial_ends_at: null,
    created_at: new Date('2026-10-01T12:00:00-03:00'),
    subscription_status,
    status: 'ativo',
    ...trial,
  };
}

// Every role × subscription state × trial × subscriber flag.
const states: [string, AccessFields, boolean, Record<CompanyRole, boolean>][] = [
  [
    'subscription active',
    company('active', trialOver),
    false,
    { owner: true, admin: true, pilot: true },
  ],
  ['trial running', company('trial', inTrial), false, { owner: true, admin: true, pilot: false }],
  ['trial over', company('trial', trialOver), false, { owner: false, admin: false, pilot: false }],
  [
    'inactive, trial over',
    company('inactive', trialOver),
    false,
    { owner: false, admin: false, pilot: false },
  ],
  [
    'inactive but subscribed',
    company('inactive', trialOver),
    true,
    { owner: true, admin: true, pilot: true },
  ],
  [
    'trial over but subscribed',
    company('trial', trialOver),
    true,
    { owner: true, admin: true, pilot: true },
  ],
  [
    'inactive, trial running',
    company('inactive', inTrial),
    false,
    { owner: true, admin: true, pilot: false },
  ],
  [
    'no trial at all',
    { ...company('trial', inTrial), trial_duration_days: 0 },
    false,
    { owner: false, admin: false, pilot: false },
  ],
];

describe('canAct (spec part 1 §4 "Permission to act")', () => {
  const table = states.flatMap(([state, c, subscribed, byRole]) =>
    COMPANY_ROLES.map((role) => [state, role, c, subscribed, byRole[role]] as const),
  );
  it.each(table)('%s, %s → %s', (_state, role, c, subscribed, expected) => {
    expect(canAct({ role, company: c, subscribed, now })).toBe(expected);
  });
});

describe('selfHealingPatch', () => {
  it.each([
    [true, 'inactive', { subscription_status: 'active', status: 'ativo' }],
    [true, 'trial', { subscription_status: 'active', status: 'ativo' }],
    [true, 'active', null],
    [false, 'inactive', null],
  ] as const)('subscribed %s, company %s → %o', (subscribed, status, patch) => {
    expect(selfHealingPatch({ subscribed, company: company(status, trialOver) })).toEqual(patch);
  });
});

describe('subscriptionPrice', () => {
  it.each([
    [1, 5990],
    [2, 11980],
    [20, 119800],
  ])('%i seats cost %i centavos a month', (seats, cents) => {
    expect(subscriptionPrice(seats)).toBe(cents);
  });
});
