import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { useTestDatabase } from '../test/database.ts';
import { useSmtpServer } from '../test/smtp.ts';
import { createMailer } from './mailer.ts';
import { passwordResetEmail } from './templates.ts';

const t = useTestDatabase();
const smtp = useSmtpServer();
const received = smtp.received;

describe('the mailer', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url(), mailFrom: 'AgroVoo <nao-responda@agrovoo.com.br>' },
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
