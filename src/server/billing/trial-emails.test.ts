import { describe, expect, it } from 'vitest';
import { mailOutbox, trialEmailLogs } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { caller } from '../test/operations.ts';
import { platformAdminCookie, signUpCompany } from '../test/session.ts';
import { runTrialEmails } from './trial-emails.ts';
import { setCompany } from '../test/factories.ts';

const sp = (local: string) => new Date(`${local}-03:00`);
// Sign-ups today: trials end on 22/11.
const { clock, moveTo } = movableClock(sp('2026-11-15T10:00:00'));
const t = useTestApp({ clock });

const outbox = () => t.db.select().from(mailOutbox);
const logs = () => t.db.select().from(trialEmailLogs);

describe('the 09:00 trial e-mail job', () => {
  it("sends the owner a 'reminder' two days before the end and 'trial_expired' after, once each", async () => {
    const { companyId } = await signUpCompany(t.app);
    moveTo(sp('2026-11-19T09:30:00'));
    await t.app.jobs.tick();
    expect(await outbox()).toEqual([]);

    moveTo(sp('2026-11-20T09:00:00'));
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const [reminder, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({
      to_address: 'dono@aerosul.com.br',
      subject: 'Seu teste do AgroVoo termina em 2 dias',
    });
    expect(reminder!.text_body).toContain(
      'O período de teste da Aero Sul Aviação Agrícola no AgroVoo termina em 22/11/2026.',
    );
    expect(reminder!.text_body).toContain('/perfil#assinatura');
    expect(reminder!.html_body).toContain('Assinar agora');
    // The same day again (another instance, a restart): nothing twice.
    const deps = {
      db: t.db,
      inCompany: t.database.inCompany,
      mailer: t.app.mailer,
      appUrl: t.app.config.appUrl,
      log: t.app.log,
    };
    expect(await runTrialEmails(deps, t.now, 0)).toEqual({ sent: 0, skipped: 1, failed: 0 });

    moveTo(sp('2026-11-23T09:05:00'));
    await t.app.jobs.tick();
    const mails = await outbox();
    expect(mails.map((m) => m.subject)).toEqual([
      'Seu teste do AgroVoo termina em 2 dias',
      'Seu teste do AgroVoo terminou',
    ]);
    expect((await logs()).map((l) => [l.company_id, l.email_type, l.sent_to])).toEqual([
      [companyId, 'reminder', 'dono@aerosul.com.br'],
      [companyId, 'trial_expired', 'dono@aerosul.com.br'],
    ]);
    moveTo(sp('2026-11-24T09:05:00'));
    await t.app.jobs.tick();
    expect(await outbox()).toHaveLength(2);
  });

  it('sends nothing to a company that subscribed', async () => {
    const { companyId } = await signUpCompany(t.app);
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    moveTo(sp('2026-11-20T09:00:00'));
    await t.app.jobs.tick();
    expect(await outbox()).toEqual([]);
  });
});

describe('POST /api/admin/companies/:id/trial-email (send-trial-email)', () => {
  it('sends again with force, only for platform admins', async () => {
    const owner = await signUpCompany(t.app);
    const admin = caller(t.app, await platformAdminCookie(t.app));
    const url = `/api/admin/companies/${owner.companyId}/trial-email`;
    const send = { method: 'POST' as const, url, payload: { email_type: 'reminder' } };
    expect((await admin(send)).json()).toEqual({ result: 'sent' });
    expect((await admin(send)).json()).toEqual({ result: 'sent' });
    const once = { ...send, payload: { email_type: 'reminder', force: false } };
    expect((await admin(once)).json()).toEqual({ result: 'skipped' });
    expect(await logs()).toHaveLength(2);

    expect((await caller(t.app, owner.cookie)(send)).statusCode).toBe(403);
    const bad = await admin({ ...send, payload: { email_type: 'welcome' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email_type');
    const missing = await admin({
      ...send,
      url: '/api/admin/companies/00000000-0000-4000-8000-000000000000/trial-email',
    });
    expect(missing.statusCode).toBe(404);
  });
});
