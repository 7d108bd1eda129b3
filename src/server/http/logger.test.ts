import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();

describe('request logs', () => {
  it.each([
    ['/api/x?token=abc123', '/api/x?token=%5Bredacted%5D'],
    [
      '/reset-password?token=abc&email=a%40b.com',
      '/reset-password?token=%5Bredacted%5D&email=a%40b.com',
    ],
    ['/auth?invite=tok&email=x', '/auth?invite=%5Bredacted%5D&email=x'],
    ['/api/health', '/api/health'],
  ])('redacts secrets in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never contain passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createTestApp(t.database, { logStream: stream });
    await app.inject({
      method: 'POST',
      url: '/api/qualquer?token=tok-SECRET-1',
      headers: { cookie: 'session=cookie-SECRET-2', authorization: 'Bearer auth-SECRET-3' },
      payload: { password: 'pass-SECRET-4' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/qualquer'); // the request was logged…
    expect(log).not.toMatch(/SECRET/); // …without any secret
  });
});
