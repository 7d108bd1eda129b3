import type { Me } from '../../../domain/auth/contracts.ts';
import type { FiscalSettings } from '../../../domain/companies/fiscal-contracts.ts';
import { stubServer } from '../../test/server.ts';

/** GET /api/company/fiscal of a company that saved nothing yet (the server's defaults). */
export const NO_FISCAL_SETTINGS: FiscalSettings = {
  inscricao_municipal: null,
  municipio_ibge: null,
  iss_retido: false,
  codigo_tributacao_nacional: '071301',
  nbs: null,
  ambiente: 'homologacao',
  certificado: null,
};

/** Perfil's server for `me`: each panel's answer with nothing stored, `more` over them. */
export const perfilServer = (me: Me, more: Record<string, unknown> = {}) =>
  stubServer({
    '/api/me': me,
    '/api/billing/status': () => new Response('{}', { status: 503 }),
    '/api/company/members': { members: [] },
    '/api/company/invites': { invites: [] },
    '/api/company/logo/estado': { logo: null },
    '/api/company/armazenamento': { usado_bytes: 0, cota_bytes: 1 },
    '/api/company/fiscal': NO_FISCAL_SETTINGS,
    ...more,
  });
