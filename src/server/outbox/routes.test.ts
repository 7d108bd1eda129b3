import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app.ts';
import { signUpCompany } from '../test/session.ts';

const t = useTestApp();

const outbox = (on: FastifyInstance, cookie?: string) =>
  on.inject({ method: 'GET', url: '/api/dev/outbox', headers: cookie ? { cookie } : {} });

describe('GET /api/dev/outbox', () => {
  it('lists the kept e-mails, newest first, uncached, to anyone outside production', async () => {
    await t.app.mailer.send({
      to: 'a@aerosul.com.br',
      subject: 'Primeiro',
      text: 'um',
      html: '<p>um</p>',
    });
    await t.app.mailer.send({
      to: 'b@aerosul.com.br',
      subject: 'Segundo',
      text: 'dois',
      html: '<p>dois</p>',
    });
    const res = await outbox(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().messages).toMatchObject([
      {
        to: 'b@aerosul.com.br',
        subject: 'Segundo',
        text: 'dois',
        html: '<p>dois</p>',
        attachments: [],
      },
      { to: 'a@aerosul.com.br', subject: 'Primeiro' },
    ]);
  });

  it('is closed to visitors and company members in production', async () => {
    const prod = await createTestApp(t.database, { env: { NODE_ENV: 'production' } });
    expect((await outbox(prod)).statusCode).toBe(401);
    const { cookie } = await signUpCompany(prod);
    expect((await outbox(prod, cookie)).statusCode).toBe(403);
    await prod.close();
  });
});
