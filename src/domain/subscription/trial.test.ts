import { afterEach, describe, expect, it } from 'vitest';
import {
  isTrialActive,
  newTrial,
  trialDaysRemaining,
  trialEmailDue,
  trialEndDate,
  type TrialFields,
} from './trial.ts';

// 10:00 in São Paulo on 1 Nov 2026 (UTC−03:00).
const signUp = new Date('2026-11-01T10:00:00-03:00');
const company = (overrides: Partial<TrialFields> = {}): TrialFields => ({
  trial_start_date: signUp,
  trial_duration_days: 7,
  trial_ends_at: null,
  created_at: signUp,
  ...overrides,
});
const at = (local: string) => new Date(`${local}-03:00`);

describe('trialEndDate', () => {
  it.each([
    ['7 days from the start', company(), at('2026-11-08T10:00:00')],
    ['no trial when 0 days', company({ trial_duration_days: 0 }), null],
    ['no trial when null', company({ trial_duration_days: null }), null],
    ['7 days when missing', company({ trial_duration_days: undefined }), at('2026-11-08T10:00:00')],
    ['7 days when not a number', company({ trial_duration_days: NaN }), at('2026-11-08T10:00:00')],
    ['a 1-day trial', company({ trial_duration_days: 1 }), at('2026-11-02T10:00:00')],
    ['the given number of days', company({ trial_duration_days: 14 }), at('2026-11-15T10:00:00')],
    [
      'the creation date without a start date',
      company({ trial_start_date: null, created_at: at('2026-11-03T09:00:00') }),
      at('2026-11-10T09:00:00'),
    ],
    [
      'the stored end when set',
      company({ trial_ends_at: at('2026-12-01T00:00:00') }),
      at('2026-12-01T00:00:00'),
    ],
    [
      'no trial when 0 days even with an end',
      company({ trial_duration_days: 0, trial_ends_at: at('2026-12-01T00:00:00') }),
      null,
    ],
  ])('%s', (_case, fields, end) => {
    expect(trialEndDate(fields)).toEqual(end);
  });
});

describe('isTrialActive and trialDaysRemaining', () => {
  it.each([
    ['on sign-up', '2026-11-01T10:00:00', true, 7],
    ['the next morning', '2026-11-02T08:00:00', true, 6],
    ['the day before the end', '2026-11-07T23:59:00', true, 1],
    ['on the last day, before the hour', '2026-11-08T09:00:00', true, 0],
    ['on the last day, after the hour', '2026-11-08T22:00:00', true, 0], // not *after* the end date
    ['the last millisecond of the last day', '2026-11-08T23:59:59.999', true, 0],
    ['midnight after the last day', '2026-11-09T00:00:00', false, 0],
    ['the day after the end', '2026-11-09T00:01:00', false, 0],
    ['weeks later', '2026-12-20T12:00:00', false, 0],
  ])('%s (%s): active %s, %i days left', (_case, local, active, days) => {
    expect(isTrialActive(company(), at(local))).toBe(active);
    expect(trialDaysRemaining(company(), at(local))).toBe(days);
  });

  it('counts days in São Paulo, not UTC', () => {
    // 22:30 on 8 Nov in São Paulo is already 9 Nov in UTC: still the last day here.
    expect(isTrialActive(company(), new Date('2026-11-09T01:30:00Z'))).toBe(true);
  });

  it('counts from a late-evening sign-up by its São Paulo date', () => {
    // 23:30 on 1 Nov in São Paulo is 2 Nov in UTC; the trial still ends on 8 Nov there.
    const late = company({ trial_start_date: at('2026-11-01T23:30:00') });
    expect(trialEndDate(late)).toEqual(at('2026-11-08T23:30:00'));
    expect(isTrialActive(late, at('2026-11-08T23:59:00'))).toBe(true);
    expect(isTrialActive(late, at('2026-11-09T00:10:00'))).toBe(false);
    expect(trialDaysRemaining(late, at('2026-11-02T00:10:00'))).toBe(6);
  });

  it('follows a stored end set by an admin', () => {
    const extended = company({ trial_ends_at: at('2026-11-30T00:00:00') });
    expect(isTrialActive(extended, at('2026-11-30T23:00:00'))).toBe(true);
    expect(isTrialActive(extended, at('2026-12-01T00:00:00'))).toBe(false);
    expect(trialDaysRemaining(extended, at('2026-11-20T12:00:00'))).toBe(10);
  });

  it('is never active without a trial', () => {
    expect(isTrialActive(company({ trial_duration_days: 0 }), signUp)).toBe(false);
    expect(trialDaysRemaining(company({ trial_duration_days: null }), signUp)).toBe(0);
  });
});

describe('newTrial', () => {
  it('starts now for 7 days', () => {
    expect(newTrial(signUp)).toEqual({
      trial_start_date: signUp,
      trial_duration_days: 7,
      trial_ends_at: at('2026-11-08T10:00:00'),
    });
  });
});

describe("whatever the server's time zone", () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  // Europe moves its clocks on 29 Mar 2026; São Paulo does not. Adding days on the server's
  // calendar would end this trial at 23:30 on 29 Mar in São Paulo, a day early.
  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'])('%s', (zone) => {
    process.env.TZ = zone;
    const start = at('2026-03-23T00:30:00');
    const c = company({ trial_start_date: start, created_at: start });
    expect(trialEndDate(c)).toEqual(at('2026-03-30T00:30:00'));
    expect(newTrial(start).trial_ends_at).toEqual(at('2026-03-30T00:30:00'));
    expect(isTrialActive(c, at('2026-03-30T00:10:00'))).toBe(true);
    expect(trialDaysRemaining(c, at('2026-03-23T23:00:00'))).toBe(7);
  });
});

describe('trialEmailDue (trial ends 08/11 10:00)', () => {
  const trial = (subscription_status = 'trial') => ({ ...company(), subscription_status });
  it.each([
    ['2026-11-05T09:00:00', null],
    ['2026-11-06T09:00:00', 'reminder'],
    ['2026-11-06T23:59:00', 'reminder'],
    ['2026-11-07T09:00:00', null],
    ['2026-11-08T09:00:00', null], // its last day still counts
    ['2026-11-09T09:00:00', 'trial_expired'],
    ['2026-11-15T09:00:00', 'trial_expired'],
    ['2026-11-16T09:00:00', null],
  ])('on %s → %s', (local, expected) => {
    expect(trialEmailDue(trial(), at(local))).toBe(expected);
  });

  it('sends nothing to a subscribed company or one without a trial', () => {
    expect(trialEmailDue(trial('active'), at('2026-11-06T09:00:00'))).toBeNull();
    expect(trialEmailDue(trial('inactive'), at('2026-11-06T09:00:00'))).toBe('reminder');
    const noTrial = { ...company({ trial_duration_days: 0 }), subscription_status: 'trial' };
    expect(trialEmailDue(noTrial, at('2026-11-09T09:00:00'))).toBeNull();
  });
});
