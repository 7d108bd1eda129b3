import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminActionsAudit,
  auditLogs,
  passwordChangeAttempts,
  securityAlerts,
  users,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { signUpCompany } from '../../test/session.ts';

const t = useAdminTestApp({ now: new Date('2026-11-24T10:00:00-03:00') });
const hoursAgo = (h: number) => new Date(t.now.getTime() - h * 3_600_000);

const BASE = '/api/admin/security';
const UNKNOWN = '5f0c8a40-0000-4000-8000-000000000000';
const get = (url: string, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const acknowledge = (id: string, cookie: string | null = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/alerts/${id}/acknowledge`,
    headers: cookie ? { cookie } : {},
  });
const anAlert = async (title = 'Tentativas de login suspeitas', at = hoursAgo(1)) => {
  const [alert] = await t.db
    .insert(securityAlerts)
    .values({
      alert_type: 'failed_logins',
      title,
      description: '5 falhas',
      severity: 'high',
      created_at: at,
    })
    .returning();
  return alert!;
};
const userId = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('who may see the security dashboard', () => {
  it.each([
    'admin-actions',
    'password-attempts',
    'audit-logs',
    'alerts',
    'statistics',
    'suspicious',
  ])('GET %s answers 401 to a visitor and 403 to a company owner', async (path) => {
    const { cookie } = await signUpCompany(t.app);
    expect((await get(`${BASE}/${path}`, null)).statusCode).toBe(401);
    expect((await get(`${BASE}/${path}`, cookie)).statusCode).toBe(403);
  });

  it('refuses the acknowledgement to a visitor and a company owner, changing nothing', async () => {
    const { cookie } = await signUpCompany(t.app);
    const alert = await anAlert();
    expect((await acknowledge(alert.id, null)).statusCode).toBe(401);
    expect((await acknowledge(alert.id, cookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(securityAlerts);
    expect(row!.status).toBe('open');
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});

describe('POST /api/admin/security/alerts/:id/acknowledge', () => {
  it('acknowledges an open alert, stamps who and when, and audits it once', async () => {
    const alert = await anAlert();
    const res = await acknowledge(alert.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alert.id,
      status: 'acknowledged',
      acknowledged_at: t.now.toISOString(),
      acknowledged_by_email: 'ops@agrovoo.com.br',
    });
    const again = await acknowledge(alert.id);
    expect(again.json()).toMatchObject({ status: 'acknowledged' });
    const audit = await t.db.select().from(adminActionsAudit);
    expect(audit).toMatchObject([
      {
        admin_user_id: await userId('ops@agrovoo.com.br'),
        action_type: 'acknowledge_security_alert',
        target_company_id: null,
        details: { alert_id: alert.id, title: 'Tentativas de login suspeitas' },
      },
    ]);
    const actions = (await get(`${BASE}/admin-actions`)).json();
    expect(actions.items).toMatchObject([
      { action_type: 'acknowledge_security_alert', admin_email: 'ops@agrovoo.com.br' },
    ]);
  });

  it('answers 404 for an unknown alert and 400 for a malformed id, auditing nothing', async () => {
    expect((await acknowledge(UNKNOWN)).statusCode).toBe(404);
    const malformed = await acknowledge('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ id: 'Alerta inválido.' });
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});

describe('the lists', () => {
  it('pages the alerts 12 at a time, newest first', async () => {
    for (let i = 0; i < 13; i++) await anAlert(`Alerta ${i}`, hoursAgo(20 - i));
    const first = (await get(`${BASE}/alerts`)).json();
    expect(first).toMatchObject({ total: 13, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({
      title: 'Alerta 12',
      status: 'open',
      acknowledged_by_email: null,
    });
    const second = (await get(`${BASE}/alerts?pagina=2`)).json();
    expect(second.items.map((a: { title: string }) => a.title)).toEqual(['Alerta 0']);
    expect((await get(`${BASE}/alerts?pagina=0`)).json().error.fields).toEqual({
      pagina: 'Página inválida.',
    });
  });

  it('pages the password attempts and audit logs 10 at a time, with who and the company', async () => {
    const { companyId } = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const owner = await userId('dono@aerosul.com.br');
    await t.db.insert(passwordChangeAttempts).values(
      Array.from({ length: 11 }, (_, i) => ({
        user_id: owner,
        ip_address: '10.0.0.1',
        success: i === 10,
        attempt_time: hoursAgo(11 - i),
      })),
    );
    const attempts = (await get(`${BASE}/password-attempts`)).json();
    expect(attempts).toMatchObject({ total: 11, pageSize: 10 });
    expect(attempts.items[0]).toMatchObject({
      user_email: 'dono@aerosul.com.br',
      ip_address: '10.0.0.1',
      success: true,
    });
    expect((await get(`${BASE}/password-attempts?pagina=2`)).json().items).toHaveLength(1);

    await t.db.insert(auditLogs).values({
      user_id: owner,
      company_id: companyId,
      action_type: 'payroll_closed',
      table_name: 'payroll_runs',
      record_id: 'r1',
      severity: 'medium',
    });
    const logs = (await get(`${BASE}/audit-logs`)).json();
    expect(logs.items).toMatchObject([
      {
        action_type: 'payroll_closed',
        severity: 'medium',
        user_email: 'dono@aerosul.com.br',
        company_name: 'Aero Sul Aviação Agrícola',
      },
    ]);
  });
});

describe('statistics and suspicious activity of the last 24 h', () => {
  it('counts within 24 h and flags 5 failures of one user, not 4', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const owner = await userId('dono@aerosul.com.br');
    const failure = (at: Date, ip = '10.0.0.1') => ({
      user_id: owner,
      ip_address: ip,
      success: false,
      attempt_time: at,
    });
    await t.db.insert(passwordChangeAttempts).values([
      failure(hoursAgo(1)),
      failure(hoursAgo(2)),
      failure(hoursAgo(3)),
      failure(hoursAgo(4)),
      failure(hoursAgo(24)), // exactly 24 h ago: outside
      { user_id: owner, ip_address: '10.0.0.1', success: true, attempt_time: hoursAgo(1) },
    ]);
    await anAlert('Velho', hoursAgo(30));
    expect((await get(`${BASE}/suspicious`)).json()).toEqual({ users: [], ips: [] });
    expect((await get(`${BASE}/statistics`)).json()).toEqual({
      admin_actions: 0,
      audit_logs: 0,
      high_severity_logs: 0,
      password_attempts: 5,
      failed_password_attempts: 4,
      open_alerts: 1,
    });

    await t.db.insert(passwordChangeAttempts).values(failure(hoursAgo(23.9), '10.0.0.2'));
    expect((await get(`${BASE}/suspicious`)).json()).toEqual({
      users: [{ user: 'dono@aerosul.com.br', failures: 5 }],
      ips: [],
    });
  });
});
