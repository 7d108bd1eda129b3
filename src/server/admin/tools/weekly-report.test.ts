import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlatformAdmin } from '../../identity/platform-admin.ts';
import { createTestApp } from '../../test/app.ts';
import { useTestDatabase } from '../../test/database.ts';
import { useSmtpServer } from '../../test/smtp.ts';
import { signUpCompany, PLATFORM_ADMIN } from '../../test/session.ts';
import { setCompany } from '../../test/factories.ts';

const t = useTestDatabase();
const smtp = useSmtpServer();
const received = smtp.received;
let apps: FastifyInstance[] = [];
const sp = (local: string) => new Date(`${local}-03:00`);
let now = sp('2026-11-21T10:00:00');
const clock = { now: () => now };

beforeAll(async () => {
  const env = { SMTP_URL: smtp.url() };
  // Two servers on the same database, as two instances of the platform would be.
  apps = await Promise.all([1, 2].map(() => createTestApp(t.database, { env, clock })));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

// Quoted-printable: undo soft line breaks and =XX escapes.
const decoded = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`),
  ).toString();

describe('the weekly report job', () => {
  it('two instances ticking at Sunday 08:00 send exactly one e-mail, read back over SMTP', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    await ensurePlatformAdmin({ db: t.db, auth: first.auth, clock }, PLATFORM_ADMIN);
    const { companyId } = await signUpCompany(first);
    // Created during the week (the database stamps real time).
    await setCompany(t.db, companyId, { created_at: sp('2026-11-20T10:00:00') });

    now = sp('2026-11-22T07:59:00');
    await Promise.all([first.jobs.tick(), second.jobs.tick()]);
    const weekly = () => received.filter((m) => m.data.includes('Relat'));
    expect(weekly()).toEqual([]);

    now = sp('2026-11-22T08:00:00');
    await Promise.all([first.jobs.tick(), second.jobs.tick()]);
    await Promise.all([first.jobs.tick(), second.jobs.tick()]);
    expect(weekly()).toHaveLength(1);
    expect(weekly()[0]!.to).toEqual([PLATFORM_ADMIN.email]);
    const body = decodeURIComponent(decoded(weekly()[0]!.data));
    expect(body).toContain('Atividade da plataforma de 15/11/2026 a 22/11/2026:');
    expect(body).toContain('Novas empresas: 1');

    now = sp('2026-11-23T10:00:00'); // Monday: the week was already sent
    await second.jobs.tick();
    expect(weekly()).toHaveLength(1);
  });

  it('a late start on Monday reports the week that ended on Sunday at 08:00, not the last 7 days', async () => {
    const [first] = apps as [FastifyInstance];
    await ensurePlatformAdmin({ db: t.db, auth: first.auth, clock }, PLATFORM_ADMIN);
    const before = received.length;
    now = sp('2026-11-30T10:00:00'); // no instance ran on Sunday the 29th
    await first.jobs.tick();
    const late = received.slice(before).find((m) => m.data.includes('Relat'))!;
    expect(decodeURIComponent(decoded(late.data))).toContain(
      'Atividade da plataforma de 22/11/2026 a 29/11/2026:',
    );
  });
});
