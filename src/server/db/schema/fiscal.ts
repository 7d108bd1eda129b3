import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AERIAL_APPLICATION_SERVICE } from '../../../domain/companies/fiscal-values.ts';
import { NFSE_STATUSES } from '../../../domain/fiscal/values.ts';
import { financeTitles } from './accounting.ts';
import { at, bytes, createdAt, updatedAt } from './columns.ts';
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

/**
 * The NFS-e of a receivable (issue 44 item 3), one row per DPS sent: its number, allocated in the
 * transaction that writes the row and never used twice (the unique index), the signed DPS as it
 * was sent (a retry after a dropped connection asks the API for it by its Id, then sends the
 * same bytes), and the API's answer: the NFS-e's XML, access key and number, or its refusal; then
 * the cancellation event. At most one NFS-e being sent or issued per receivable.
 */
export const nfseDocuments = pgTable(
  'nfse_documents',
  {
    ...companyRow(),
    title_id: uuid('title_id')
      .notNull()
      .references(() => financeTitles.id, { onDelete: 'restrict' }),
    ambiente: nfseEnvironment('ambiente').notNull(),
    serie: text('serie').notNull(),
    numero_dps: integer('numero_dps').notNull(),
    id_dps: text('id_dps').notNull(),
    status: text('status', { enum: NFSE_STATUSES }).notNull(),
    /** While a request is sending this DPS, until when (a crash mid-send frees it then). */
    envio_ate: at('envio_ate'),
    dps_xml: text('dps_xml').notNull(),
    chave_acesso: text('chave_acesso'),
    numero_nfse: text('numero_nfse'),
    nfse_xml: text('nfse_xml'),
    emitida_at: at('emitida_at'),
    erro_codigo: text('erro_codigo'),
    erro_mensagem: text('erro_mensagem'),
    cancelamento_codigo: text('cancelamento_codigo'),
    motivo_cancelamento: text('motivo_cancelamento'),
    evento_xml: text('evento_xml'),
    cancelada_at: at('cancelada_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('nfse_documents_dps_unique').on(t.company_id, t.ambiente, t.serie, t.numero_dps),
    uniqueIndex('nfse_documents_title_active')
      .on(t.title_id)
      .where(sql`${t.status} in ('enviando', 'emitida')`),
    check(
      'nfse_documents_status',
      sql`${t.status} in ('enviando', 'emitida', 'rejeitada', 'cancelada')`,
    ),
    check(
      'nfse_documents_issued_whole',
      sql`${t.status} not in ('emitida', 'cancelada') or (${t.chave_acesso} is not null and ${t.nfse_xml} is not null)`,
    ),
  ],
);
