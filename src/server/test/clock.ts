import { beforeEach } from 'vitest';

/**
 * A clock a test file moves: at `start` before each test, `later(seconds)` moves it on and
 * `moveTo(date)` sets it. Give `clock` to the app (`useTestApp({ clock })`) so the server's time
 * is the test's.
 */
export function movableClock(start: Date) {
  let now = start;
  beforeEach(() => {
    now = start;
  });
  return {
    clock: { now: () => now },
    later: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
    moveTo: (date: Date) => (now = date),
  };
}
