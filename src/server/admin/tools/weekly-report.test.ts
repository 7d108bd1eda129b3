import { describe, expect, it } from 'vitest';
import { ensurePlatformAdmin } from '../../identity/platform-admin.ts';
import { mailText, useTwoInstancesMailing } from '../../test/instances.ts';
import { signUpCompany, PLATFORM_ADMIN } from '../../test/session.ts';
import { setCompany } from '../../test/factories.ts';

const sp = (local: string) => new Date(`${local}-03:00`);
let now = sp('2026-11-21T10:00:00');
const clock = { now: () => now };
const { t, smtp, apps } = useTwoInstancesMailing(clock);
const received = smtp.received;

describe('the weekly report job', () => {
  it('two instances ticking at Sunday 08:00 send exactly one e-mail, read back over SMTP', async () => {
    const [first, second] = apps();
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
    const body = mailText(weekly()[0]!.data);
    expect(body).toContain('Atividade da plataforma de 15/11/2026 a 22/11/2026:');
    expect(body).toContain('Novas empresas: 1');

    now = sp('2026-11-23T10:00:00'); // Monday: the week was already sent
    await second.jobs.tick();
    expect(weekly()).toHaveLength(1);
  });

  it('a late start on Monday reports the week that ended on Sunday at 08:00, not the last 7 days', async () => {
    const [first] = apps();
    await ensurePlatformAdmin({ db: t.db, auth: first.auth, clock }, PLATFORM_ADMIN);
    const before = received.length;
    now = sp('2026-11-30T10:00:00'); // no instance ran on Sunday the 29th
    await first.jobs.tick();
    const late = received.slice(before).find((m) => m.data.includes('Relat'))!;
    expect(mailText(late.data)).toContain('Atividade da plataforma de 22/11/2026 a 29/11/2026:');
  });
});
