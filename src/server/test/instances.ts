import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../platform/clock.ts';
import { createTestApp } from './app.ts';
import { useTestDatabase } from './database.ts';
import { useSmtpServer } from './smtp.ts';

/**
 * Two servers on one test database, as two instances of the platform would be, on the stopped
 * `clock` and mailing through a real SMTP server (for the scheduled jobs' once-per-period rule).
 * `apps()` answers them once started.
 */
export function useTwoInstancesMailing(clock: Clock) {
  const t = useTestDatabase();
  const smtp = useSmtpServer();
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    const env = { SMTP_URL: smtp.url() };
    apps = [
      await createTestApp(t.database, { env, clock }),
      await createTestApp(t.database, { env, clock }),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  return { t, smtp, apps: () => apps };
}

/** A message's text as sent: quoted-printable undone (soft line breaks, =XX escapes), UTF-8. */
export const mailText = (data: string) =>
  decodeURIComponent(
    Buffer.from(
      data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`),
    ).toString(),
  );
