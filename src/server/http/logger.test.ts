import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { maskSecrets, redactUrl } from './logger.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { insertUser } from '../test/factories.ts';

const t = useTestDatabase();

/** A writable stream that keeps what is written, for reading the app's log lines. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('request logs', () => {
  it.each([
    ['/api/x?token=abc123', '/api/x?token=%5Bredacted%5D'],
    [
      '/reset-password?token=abc&email=a%40b.com',
      '/reset-password?token=%5Bredacted%5D&email=%5Bredacted%5D',
    ],
    ['/auth?invite=tok&email=x', '/auth?invite=%5Bredacted%5D&email=%5Bredacted%5D'],
    ['/auth?convite-afiliado=tok', '/auth?convite-afiliado=%5Bredacted%5D'],
    ['/api/health', '/api/health'],
  ])('redacts secrets in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never contain passwords, tokens or cookies', async () => {
    const { stream, text } = logCapture();
    const app = await createTestApp(t.database, { logStream: stream });
    await app.inject({
      method: 'POST',
      url: '/api/qualquer?token=tok-SECRET-1',
      headers: { cookie: 'session=cookie-SECRET-2', authorization: 'Bearer auth-SECRET-3' },
      payload: { password: 'pass-SECRET-4' },
    });
    await app.close();
    const log = text();
    expect(log).toContain('/api/qualquer'); // the request was logged…
    expect(log).not.toMatch(/SECRET/); // …without any secret
  });

  it('are one line a request, written when it is answered', async () => {
    const { stream, text } = logCapture();
    const app = await createTestApp(t.database, { logStream: stream });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/me' });
    await app.close();
    const lines = text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    const [health, me] = lines;
    expect(health).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/health' } });
    expect(health!.res).toEqual({ statusCode: 200 });
    expect(health!.responseTime).toBeTypeOf('number');
    expect(me).toMatchObject({ req: { url: '/api/me' }, res: { statusCode: 200 } });
    expect(health!.reqId).not.toBe(me!.reqId);
  });
});

describe('error logs', () => {
  const EMAIL = 'joana.silva@dominio.com.br';
  const NAME = 'Joana Silva Pereira';

  it('log a failed insert by its code, constraint and SQL, never its parameters', async () => {
    const { stream, text } = logCapture();
    const app = await createTestApp(t.database, { logStream: stream });
    const config = { access: { scope: 'public' as const } };
    app.post('/api/probe/insert', { config }, async () => {
      await insertUser(t.db, { email: EMAIL, name: NAME });
      await insertUser(t.db, { email: EMAIL, name: NAME });
    });
    app.post('/api/probe/message', { config }, async () => {
      throw new Error(`convite para ${EMAIL} falhou: token=tok-SECRET-1`);
    });
    expect((await app.inject({ method: 'POST', url: '/api/probe/insert' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/api/probe/message' })).statusCode).toBe(500);
    await app.close();
    const log = text();
    expect(log).toContain('23505');
    expect(log).toContain('users_email_unique');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('j***@dominio.com.br');
    expect(log).not.toContain('joana');
    expect(log).not.toContain('Joana');
    expect(log).not.toContain('params');
    expect(log).not.toContain('SECRET');
  });

  it.each([
    ['a@b.com falhou', 'a***@b.com falhou'],
    ['session_token=abc.def; path=/', 'session_token=[redacted]; path=/'],
    ['{"password":"Segredo#2026"}', '{"password":"[redacted]"}'],
    ['authorization: Bearer xyz', 'authorization: [redacted]'],
    ['chave sk_test_51HqLyjWDarjtT1zdp7dcXyZ0123456789', 'chave [redacted]'],
    [
      'operação 2f1c9a1e-0b7d-4c52-9f7e-2a3b4c5d6e7f',
      'operação 2f1c9a1e-0b7d-4c52-9f7e-2a3b4c5d6e7f',
    ],
  ])('mask %s', (text, masked) => {
    expect(maskSecrets(text)).toBe(masked);
  });
});
