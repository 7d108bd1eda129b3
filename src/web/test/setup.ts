import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { WAIT_MS } from './wait.ts';

// happy-dom has neither a select's `size` nor an option's `defaultSelected`, by which
// react-hook-form tells whether a select was changed before its form was ready: without them
// every select of a form that opens counts as changed, to blank. As browsers have them:
for (const [type, name, get] of [
  [HTMLSelectElement, 'size', () => 0],
  [HTMLOptionElement, 'defaultSelected', (option: Element) => option.hasAttribute('selected')],
] as const)
  if (!(name in type.prototype))
    Object.defineProperty(type.prototype, name, {
      configurable: true,
      get(this: Element) {
        return get(this);
      },
    });

// The queries that wait for an element wait WAIT_MS (and a test up to 20 s, vitest.config.ts)
// instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: WAIT_MS });

// No test reaches a real server: by default every API call answers `null` (no session,
// nothing found). Tests that need data stub fetch themselves.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('null', { status: 200 })),
  );
  // Beacons (page views, web vitals, error reports) go nowhere either.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});

// What a test leaves behind goes with it: the files share their worker's modules and window
// (vitest.config.ts), so the next file starts from the same empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
