import { describe, expect, it } from 'vitest';
import { adminCompanyForm } from './companies-form.ts';
import { companyFormValues, type CompanyFormValues } from './companies-values.ts';
import type { AdminCompany } from './contracts.ts';

const company: AdminCompany = {
  id: 'c1',
  company_name: 'Aero Sul',
  cnpj: null,
  contact_email: 'dono@aerosul.com.br',
  status: 'ativo',
  subscription_status: 'trial',
  active: true,
  next_billing_date: '2026-12-10T15:00:00.000Z',
  trial_ends_at: '2026-11-30T02:59:59.000Z',
  max_users: 3,
  billing_email: 'dono@aerosul.com.br',
  admin_notes: null,
  created_at: '2026-11-20T12:00:00.000Z',
  active_members: 1,
  storage_quota_mb: null,
  armazenamento: { usado_bytes: 0, cota_bytes: 1024 * 1024 * 1024 },
};

describe('the manage dialog form', () => {
  it('shows the days in Brazil and sends them back as the same instants', () => {
    const values = companyFormValues(company);
    expect(values).toEqual({
      status: 'ativo',
      subscription_status: 'trial',
      next_billing_date: '2026-12-10',
      trial_ends_at: '2026-11-29',
      max_users: '3',
      billing_email: 'dono@aerosul.com.br',
      admin_notes: '',
      storage_quota_mb: '',
    });
    expect(adminCompanyForm.parse(values)).toEqual({
      status: 'ativo',
      subscription_status: 'trial',
      next_billing_date: '2026-12-10T15:00:00.000Z',
      trial_ends_at: '2026-11-30T02:59:59.000Z',
      max_users: 3,
      billing_email: 'dono@aerosul.com.br',
      admin_notes: null,
      storage_quota_mb: null,
    });
  });

  it.each<[Partial<CompanyFormValues>, string, string]>([
    [{ max_users: '0' }, 'max_users', 'Limite de usuários deve ser pelo menos 1.'],
    [{ max_users: '' }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ max_users: '2,5' }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ trial_ends_at: '2026-02-30' }, 'trial_ends_at', 'Fim do teste: use uma data válida.'],
    // A note typed where the billing e-mail goes (decision 026).
    [
      { billing_email: 'Ligou em 20/11' },
      'billing_email',
      'E-mail de cobrança: formato de e-mail inválido.',
    ],
    [
      { admin_notes: 'x'.repeat(2001) },
      'admin_notes',
      'Observações do administrador: use no máximo 2000 caracteres.',
    ],
    [
      { storage_quota_mb: '-1' },
      'storage_quota_mb',
      'Cota de armazenamento deve ser um número inteiro de MB.',
    ],
    [
      { storage_quota_mb: '2000000' },
      'storage_quota_mb',
      'Cota de armazenamento deve ser no máximo 1048576 MB (1 TB).',
    ],
  ])('refuses %j naming %s', (patch, field, message) => {
    const result = adminCompanyForm.safeParse({ ...companyFormValues(company), ...patch });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [field, message],
    ]);
  });

  it('clears a date, the billing e-mail and the notes', () => {
    const body = adminCompanyForm.parse({
      ...companyFormValues(company),
      next_billing_date: '',
      billing_email: '  ',
      admin_notes: ' ',
    });
    expect(body).toMatchObject({ next_billing_date: null, billing_email: null, admin_notes: null });
  });

  it("sets the company's own storage quota in MB, or back to the platform's default", () => {
    const values = { ...companyFormValues(company), storage_quota_mb: ' 2048 ' };
    expect(adminCompanyForm.parse(values).storage_quota_mb).toBe(2048);
    expect(companyFormValues({ ...company, storage_quota_mb: 0 }).storage_quota_mb).toBe('0');
    expect(adminCompanyForm.parse({ ...values, storage_quota_mb: '' }).storage_quota_mb).toBeNull();
  });

  it('keeps the notes as typed beside the billing e-mail, read in lower case', () => {
    const body = adminCompanyForm.parse({
      ...companyFormValues(company),
      billing_email: ' Financeiro@AeroSul.com.br ',
      admin_notes: 'Ligou em 20/11.\nPaga dia 5.',
    });
    expect(body).toMatchObject({
      billing_email: 'financeiro@aerosul.com.br',
      admin_notes: 'Ligou em 20/11.\nPaga dia 5.',
    });
  });
});
