import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let beacons: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  vi.resetModules(); // each test starts a fresh page load
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Teste/1.0',
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('telemetry', () => {
  it('reports an error once per message, at most 10 per page load', async () => {
    const { reportClientError } = await import('./telemetry.ts');
    const failure = new Error('Cannot read properties of undefined');
    reportClientError('boundary', failure, '\n    at AgendaPage');
    reportClientError('boundary', failure);
    for (let i = 0; i < 20; i++) reportClientError('rejection', `falha ${i}`);
    await settled();
    expect(beacons).toHaveLength(10);
    expect(beacons[0]).toMatchObject({
      url: '/api/client-errors',
      body: {
        type: 'boundary',
        message: 'Cannot read properties of undefined',
        componentStack: '\n    at AgendaPage',
        userAgent: 'Teste/1.0',
      },
    });
    expect(beacons[0]!.body.stack).toContain('Cannot read properties of undefined');
  });

  it('sends page views with one id per tab, and the referrer only for the first', async () => {
    const { reportPageView } = await import('./telemetry.ts');
    reportPageView('/');
    reportPageView('/auth');
    await settled();
    const [first, second] = beacons.map((b) => b.body);
    expect(first).toMatchObject({ path: '/' });
    expect(second).toMatchObject({ path: '/auth', referrer: null });
    expect(first!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.sessionId).toBe(first!.sessionId);
  });
});
