import { describe, expect, it } from 'vitest';
import { adminActionsAudit, mailOutbox } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { insertCompany } from '../../test/factories.ts';
import { signUpCompany, callAs } from '../../test/session.ts';

const t = useAdminTestApp();

describe('GET /api/admin/companies/envio-em-massa', () => {
  it('answers every company awaiting payment with a contact e-mail, by name, not a page', async () => {
    for (const [name, subscription_status, contact_email, active] of [
      ['Bravo', 'trial', 'b@bravo.com.br', true],
      ['Alfa', 'inactive', 'a@alfa.com.br', true],
      ['Charlie', 'active', 'c@charlie.com.br', true],
      ['Delta', 'trial', null, true],
      ['Eco', 'trial', '', true],
      ['Foxtrot', 'trial', 'f@foxtrot.com.br', false],
    ] as const)
      await insertCompany(t.db, { company_name: name, subscription_status, contact_email, active });
    for (let i = 0; i < 25; i++)
      await insertCompany(t.db, { company_name: `Zulu ${String(i).padStart(2, '0')}` });
    const res = await callAs(t.app, t.admin, 'GET', '/api/admin/companies/envio-em-massa');
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((c: { company_name: string }) => c.company_name);
    expect(names.slice(0, 2)).toEqual(['Alfa', 'Bravo']);
    expect(names).toHaveLength(27);
    expect(names).not.toContain('Charlie');
    expect(names).not.toContain('Delta');
    expect(names).not.toContain('Eco');
    expect(names).not.toContain('Foxtrot'); // switched off by the active flag (spec part 2 §4)
  });
});

describe('POST /api/admin/companies/:id/trial-email', () => {
  it.each([
    ['reminder', 'sent'],
    ['trial_expired', 'sent'],
  ] as const)('sends the %s through the outbox and audits the send', async (email_type, result) => {
    const { companyId } = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const url = `/api/admin/companies/${companyId}/trial-email`;
    const res = await callAs(t.app, t.admin, 'POST', url, { email_type });
    expect(res.json()).toEqual({ result });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.to_address === 'dono@aerosul.com.br')).toHaveLength(1);
    expect(await t.db.select().from(adminActionsAudit)).toMatchObject([
      {
        action_type: 'send_trial_email',
        target_company_id: companyId,
        details: { email_type, force: true, result },
      },
    ]);
  });

  it('audits a skipped send too: a company without a billing user', async () => {
    const company = await insertCompany(t.db);
    const url = `/api/admin/companies/${company.id}/trial-email`;
    expect((await callAs(t.app, t.admin, 'POST', url, { email_type: 'reminder' })).json()).toEqual({
      result: 'skipped',
    });
    expect(await t.db.select().from(adminActionsAudit)).toMatchObject([
      { action_type: 'send_trial_email', details: { result: 'skipped' } },
    ]);
  });

  it('answers 400 naming the e-mail type', async () => {
    const company = await insertCompany(t.db);
    const url = `/api/admin/companies/${company.id}/trial-email`;
    const res = await callAs(t.app, t.admin, 'POST', url, { email_type: 'welcome' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email_type: "Tipo de e-mail inválido: 'reminder' ou 'trial_expired'.",
    });
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});
