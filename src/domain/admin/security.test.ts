import { describe, expect, it } from 'vitest';
import { actionLabel, suspiciousActivity, withinWindow, type FailedAttempt } from './security.ts';

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const times = (n: number, attempt: Partial<FailedAttempt>): FailedAttempt[] =>
  Array.from({ length: n }, () => ({ user: null, ip: null, at: hoursAgo(1), ...attempt }));

describe('suspiciousActivity (spec part 2 §9: ≥ 5 for a user or ≥ 10 for an IP within 24 h)', () => {
  it.each([
    ['4 failures for a user', times(4, { user: 'u1' }), [], []],
    ['5 failures for a user', times(5, { user: 'u1' }), [{ user: 'u1', failures: 5 }], []],
    ['9 failures from an IP', times(9, { ip: '10.0.0.1' }), [], []],
    [
      '10 failures from an IP',
      times(10, { ip: '10.0.0.1' }),
      [],
      [{ ip: '10.0.0.1', failures: 10 }],
    ],
    [
      '5 for a user, one of them exactly 24 h ago',
      [...times(4, { user: 'u1' }), ...times(1, { user: 'u1', at: hoursAgo(24) })],
      [],
      [],
    ],
    [
      '5 for a user, the oldest a second inside 24 h',
      [
        ...times(4, { user: 'u1' }),
        ...times(1, { user: 'u1', at: new Date(hoursAgo(24).getTime() + 1_000) }),
      ],
      [{ user: 'u1', failures: 5 }],
      [],
    ],
    [
      '10 from one IP spread over users, most first',
      [
        ...times(6, { user: 'u2', ip: '10.0.0.2' }),
        ...times(4, { user: 'u1', ip: '10.0.0.2' }),
        ...times(5, { user: 'u3', ip: '10.0.0.3' }),
      ],
      [
        { user: 'u2', failures: 6 },
        { user: 'u3', failures: 5 },
      ],
      [{ ip: '10.0.0.2', failures: 10 }],
    ],
  ])('%s', (_case, attempts, users, ips) => {
    expect(suspiciousActivity(attempts, now)).toEqual({ users, ips });
  });
});

describe('withinWindow', () => {
  it.each([
    [hoursAgo(0), true],
    [hoursAgo(23.99), true],
    [hoursAgo(24), false],
    [hoursAgo(25), false],
    [new Date(now.getTime() + 1_000), false],
  ])('%s → %s', (at, inside) => {
    expect(withinWindow(at, now)).toBe(inside);
  });
});

describe('actionLabel', () => {
  it.each([
    ['update_company_status', 'Empresa atualizada'],
    ['acknowledge_security_alert', 'Alerta reconhecido'],
    ['payroll_closed', 'Folha fechada'],
    ['generate_affiliate_payouts', 'Pagamentos de afiliados gerados'],
    ['admin_password_reset', 'Senha redefinida pelo administrador'],
    ['send_trial_email', 'E-mail do período de teste enviado'],
    ['something_new', 'something_new'],
  ])('%s → %s', (type, label) => {
    expect(actionLabel(type)).toBe(label);
  });
});
