import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AERIAL_APPLICATION_SERVICE } from '../../../domain/companies/fiscal-values.ts';
import { at, bytes, updatedAt } from './columns.ts';
import { companyRow } from './companies.ts';
import { nfseEnvironment } from './enums.ts';

/**
 * The company's fiscal settings for the NFS-e (issue 44 item 2), one row: who issues and which
 * service; the tax regime and the ISS rate are the DRE's `tax_settings`. The A1 certificate is
 * kept encrypted (AES-256-GCM under CERTIFICATE_KEY: nonce, tag and ciphertext in
 * `certificado_cifrado`) beside what the browser may see of it: its holder, CNPJ and validity.
 */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    ...companyRow(),
    inscricao_municipal: text('inscricao_municipal'),
    /** The município's IBGE code (7 digits), where the company is established. */
    municipio_ibge: text('municipio_ibge'),
    /** Whether the client (tomador) withholds the ISS. */
    iss_retido: boolean('iss_retido').notNull().default(false),
    /** cTribNac: item, subitem and breakdown of the national list (LC 116/2003). */
    codigo_tributacao_nacional: text('codigo_tributacao_nacional')
      .notNull()
      .default(AERIAL_APPLICATION_SERVICE.codigo_tributacao_nacional),
    nbs: text('nbs'),
    ambiente: nfseEnvironment('ambiente').notNull().default('homologacao'),
    certificado_cifrado: bytes('certificado_cifrado'),
    certificado_titular: text('certificado_titular'),
    certificado_cnpj: text('certificado_cnpj'),
    certificado_valido_de: at('certificado_valido_de'),
    certificado_valido_ate: at('certificado_valido_ate'),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('fiscal_settings_company_unique').on(t.company_id),
    check(
      'fiscal_settings_certificate_whole',
      sql`(${t.certificado_cifrado} IS NULL) = (${t.certificado_valido_ate} IS NULL)
        and (${t.certificado_cifrado} IS NULL) = (${t.certificado_valido_de} IS NULL)
        and (${t.certificado_cifrado} IS NULL) = (${t.certificado_titular} IS NULL)`,
    ),
    check(
      'fiscal_settings_ibge',
      sql`${t.municipio_ibge} IS NULL OR ${t.municipio_ibge} ~ '^[0-9]{7}$'`,
    ),
  ],
);
