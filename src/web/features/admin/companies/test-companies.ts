import type { AdminCompany, AdminCompanyPage } from '../../../../domain/admin/contracts.ts';
import { stubServer } from '../../../test/server.ts';

// What the Empresas tab's web tests share: two companies and a server answering by method and
// path (a function answers a request itself).

export const aeroSul: AdminCompany = {
  id: 'c1',
  company_name: 'Aero Sul',
  cnpj: '12345678000195',
  contact_email: 'dono@aerosul.com.br',
  status: 'ativo',
  subscription_status: 'active',
  active: true,
  next_billing_date: '2026-12-10T15:00:00.000Z',
  trial_ends_at: null,
  max_users: 3,
  billing_email: 'financeiro@aerosul.com.br',
  admin_notes: null,
  created_at: '2026-11-20T12:00:00.000Z',
  active_members: 2,
  storage_quota_mb: null,
  armazenamento: { usado_bytes: 13_107_200, cota_bytes: 1024 * 1024 * 1024 },
};

export const voeAgro: AdminCompany = {
  ...aeroSul,
  id: 'c2',
  company_name: 'Voe Agro',
  cnpj: null,
  contact_email: 'contato@voeagro.com.br',
  status: 'payment_required',
  subscription_status: 'trial',
  active_members: 1,
};

export const page = (items: AdminCompany[]): AdminCompanyPage => ({
  items,
  total: items.length,
  pageSize: 20,
});

type Answer = unknown | ((body: unknown) => Response);

export const stats = {
  total_companies: 2,
  total_users: 3,
  active_companies: 1,
  awaiting_payment: 1,
};

/**
 * Stubs fetch: 'GET /api/…' keys answer their JSON (or a function's Response, given the
 * request's body), the stats cards `stats` unless told; anything else `null`.
 */
export const adminServer = (given: Record<string, Answer>) =>
  stubServer({ 'GET /api/admin/stats': stats, ...given });
