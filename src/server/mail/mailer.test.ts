import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { useTestDatabase } from '../test/database.ts';
import { createMailer } from './mailer.ts';
import { passwordResetEmail } from './templates.ts';

const t = useTestDatabase();
const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real SMTP server on loopback.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the mailer', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'AgroVoo <nao-responda@agrovoo.com.br>' },
      t.db,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      passwordResetEmail('dono@aerosul.com.br', 'http://localhost:3000/reset-password?token=abc'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'nao-responda@agrovoo.com.br',
      to: ['dono@aerosul.com.br'],
    });
    // The body travels quoted-printable: undo soft line breaks and =XX escapes.
    const body = received[0]!.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain('http://localhost:3000/reset-password?token=abc');
    expect(body).toContain('Criar nova senha');
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('keeps mail in the outbox without SMTP', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x' }, t.db);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(
      passwordResetEmail('dono@aerosul.com.br', 'http://localhost:3000/reset-password?token=abc'),
    );
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to_address: 'dono@aerosul.com.br' });
    expect(row!.text_body).toContain('http://localhost:3000/reset-password?token=abc');
  });

  it('escapes what it puts into HTML', () => {
    const mail = passwordResetEmail('a@b.com', 'http://x/?a=1&b="2"');
    expect(mail.html).toContain('a=1&amp;b=&quot;2&quot;');
  });
});
