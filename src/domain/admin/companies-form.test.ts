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
  billing_email: null,
  created_at: '2026-11-20T12:00:00.000Z',
  active_members: 1,
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
      billing_email: '',
    });
    expect(adminCompanyForm.parse(values)).toEqual({
      status: 'ativo',
      subscription_status: 'trial',
      next_billing_date: '2026-12-10T15:00:00.000Z',
      trial_ends_at: '2026-11-30T02:59:59.000Z',
      max_users: 3,
      billing_email: null,
    });
  });

  it.each<[Partial<CompanyFormValues>, string, string]>([
    [{ max_users: '0' }, 'max_users', 'Limite de usuários deve ser pelo menos 1.'],
    [{ max_users: '' }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ max_users: '2,5' }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ trial_ends_at: '2026-02-30' }, 'trial_ends_at', 'Fim do teste: use uma data válida.'],
  ])('refuses %j naming %s', (patch, field, message) => {
    const result = adminCompanyForm.safeParse({ ...companyFormValues(company), ...patch });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [field, message],
    ]);
  });

  it('clears a date and the notes', () => {
    const body = adminCompanyForm.parse({
      ...companyFormValues(company),
      next_billing_date: '',
      billing_email: '  ',
    });
    expect(body).toMatchObject({ next_billing_date: null, billing_email: null });
  });
});
