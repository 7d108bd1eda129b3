import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
