import { describe, expect, it } from 'vitest';
import { formatRemaining, INACTIVITY, inactivityState } from './inactivity.ts';

const minute = 60_000;
const start = 1_800_000_000_000;

describe('inactivity (12 h, warning 5 min before)', () => {
  it('uses the spec constants', () => {
    expect(INACTIVITY.timeoutMs).toBe(720 * minute);
    expect(INACTIVITY.warningBeforeMs).toBe(5 * minute);
    expect(INACTIVITY.checkEveryMs).toBe(minute);
    expect([INACTIVITY.throttleMs, INACTIVITY.mobileThrottleMs]).toEqual([minute, 5 * minute]);
    expect(INACTIVITY.events).toEqual([
      'mousedown',
      'mousemove',
      'keypress',
      'scroll',
      'touchstart',
      'click',
    ]);
  });

  it.each([
    [0, 'active'],
    [714 * minute, 'active'],
    [715 * minute - 1, 'active'],
    [715 * minute, 'warning'], // 11 h 55 min idle
    [719 * minute, 'warning'],
    [720 * minute, 'expired'], // 12 h idle
    [800 * minute, 'expired'],
  ])('after %i ms idle: %s', (idle, kind) => {
    expect(inactivityState(start, start + idle).kind).toBe(kind);
  });

  it.each([
    [12 * 60 * minute, '12 h 0 min'],
    [(11 * 60 + 55) * minute, '11 h 55 min'],
    [4 * minute + 30_000, '4 min'],
    [30_000, 'menos de 1 min'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});
