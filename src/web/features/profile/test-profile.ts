import type { FiscalSettings } from '../../../domain/companies/fiscal-contracts.ts';

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
