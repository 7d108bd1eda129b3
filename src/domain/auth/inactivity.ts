/** Spec part 1 §4 'Session and inactivity' and §9 constants. */
export const INACTIVITY = {
  timeoutMs: 720 * 60_000,
  warningBeforeMs: 5 * 60_000,
  checkEveryMs: 60_000,
  /** Activity is written down at most this often (phones: less often, to spare the battery). */
  throttleMs: 60_000,
  mobileThrottleMs: 5 * 60_000,
  events: ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'],
} as const;

export type InactivityState =
  | { kind: 'active'; remainingMs: number }
  | { kind: 'warning'; remainingMs: number }
  | { kind: 'expired' };

/** Where an idle session stands: active, in the last 5 minutes (warn), or over (sign out). */
export function inactivityState(lastActivity: number, now: number): InactivityState {
  const remainingMs = lastActivity + INACTIVITY.timeoutMs - now;
  if (remainingMs <= 0) return { kind: 'expired' };
  if (remainingMs <= INACTIVITY.warningBeforeMs) return { kind: 'warning', remainingMs };
  return { kind: 'active', remainingMs };
}

/** '11 h 55 min', '4 min', 'menos de 1 min' */
export function formatRemaining(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'menos de 1 min';
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
