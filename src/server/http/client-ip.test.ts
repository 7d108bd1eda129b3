import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The production app with TRUST_PROXY as given, and a route that answers the client's address. */
async function productionApp(trustProxy?: string) {
  app = await createTestApp(t.database, {
    env: { NODE_ENV: 'production', ...(trustProxy !== undefined && { TRUST_PROXY: trustProxy }) },
  });
  app.get('/ip-seen', async (request) => ({ ip: request.ip }));
  return app;
}

/** The address the app sees for a request from `socket` claiming `forwarded` in X-Forwarded-For. */
async function seen(from: FastifyInstance, socket: string, forwarded: string) {
  const res = await from.inject({
    method: 'GET',
    url: '/ip-seen',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwarded },
  });
  return res.json().ip as string;
}

describe("the client's address (rate limits, the login lockout, security alerts)", () => {
  it("is the socket's in production when no proxy is configured: X-Forwarded-For is a claim", async () => {
    const production = await productionApp();
    expect(await seen(production, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('is the forwarded one through as many proxies as TRUST_PROXY counts', async () => {
    const oneHop = await productionApp('1');
    expect(await seen(oneHop, '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    // One hop: the proxy's own entry is believed, what the client wrote before it is not.
    expect(await seen(oneHop, '10.0.0.5', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
  });

  it("believes only the listed proxies' header", async () => {
    const listed = await productionApp('10.0.0.5, 172.16.0.0/12');
    expect(await seen(listed, '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(listed, '172.20.1.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(listed, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    // A client behind the proxy cannot slip in another address before its own.
    expect(await seen(listed, '10.0.0.5', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
  });
});
