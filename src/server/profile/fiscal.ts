import { eq } from 'drizzle-orm';
import type {
  CertificateFacts,
  CertificateSummary,
  FiscalSettings,
  FiscalSettingsInput,
} from '../../domain/companies/fiscal-contracts.ts';
import { DOCUMENT_ALERT_DAYS } from '../../domain/dashboard/contracts.ts';
import { daysBetween, todayInSaoPaulo } from '../../domain/dates.ts';
import { AERIAL_APPLICATION_SERVICE } from '../../domain/companies/fiscal-values.ts';
import type { Db } from '../db/database.ts';
import { companies, fiscalSettings } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { readCertificate } from './certificate.ts';
import { sealCertificate } from './certificate-vault.ts';

/**
 * The certificate as the office sees it on the day of `now` (São Paulo): the days left to its
 * last day, and whether it is within the document alerts' window (30 days) or past it.
 */
function summaryOf(facts: CertificateFacts, now: Date): CertificateSummary {
  const days = daysBetween(todayInSaoPaulo(now), todayInSaoPaulo(new Date(facts.valido_ate)));
  return { ...facts, dias_restantes: days, alerta: days <= DOCUMENT_ALERT_DAYS };
}

/** The company's fiscal settings as the office sees them (the defaults while none is saved). */
export async function fiscalSettingsOf(db: Db, now: Date): Promise<FiscalSettings> {
  const [row] = await db.select().from(fiscalSettings).limit(1);
  return {
    inscricao_municipal: row?.inscricao_municipal ?? null,
    municipio_ibge: row?.municipio_ibge ?? null,
    iss_retido: row?.iss_retido ?? false,
    codigo_tributacao_nacional:
      row?.codigo_tributacao_nacional ?? AERIAL_APPLICATION_SERVICE.codigo_tributacao_nacional,
    nbs: row?.nbs ?? null,
    ambiente: row?.ambiente ?? 'homologacao',
    certificado:
      row?.certificado_titular && row.certificado_valido_de && row.certificado_valido_ate
        ? summaryOf(
            {
              titular: row.certificado_titular,
              cnpj: row.certificado_cnpj,
              valido_de: row.certificado_valido_de.toISOString(),
              valido_ate: row.certificado_valido_ate.toISOString(),
            },
            now,
          )
        : null,
  };
}

/** Writes `values` on the company's one row, creating it the first time. */
const upsert = (db: Db, companyId: string, values: Partial<typeof fiscalSettings.$inferInsert>) =>
  db
    .insert(fiscalSettings)
    .values({ ...values, company_id: companyId })
    .onConflictDoUpdate({ target: fiscalSettings.company_id, set: values });

export async function saveFiscalSettings(db: Db, companyId: string, input: FiscalSettingsInput) {
  await upsert(db, companyId, input);
}

/**
 * Keeps the company's A1 certificate: read and checked against the company's CNPJ at the
 * actor's moment (400 otherwise), then sealed under `key` (unset: 503, none is taken).
 */
export async function storeCertificate(
  db: Db,
  actor: Actor,
  key: Buffer | undefined,
  upload: { pfx: Buffer; senha: string },
) {
  if (!key) throw new AppError('CERTIFICATES_OFF');
  const [company] = await db
    .select({ cnpj: companies.cnpj })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const facts = readCertificate(upload.pfx, upload.senha, company?.cnpj ?? null, actor.now);
  await upsert(db, actor.companyId, {
    certificado_cifrado: sealCertificate(key, upload),
    certificado_titular: facts.titular,
    certificado_cnpj: facts.cnpj,
    certificado_valido_de: new Date(facts.valido_de),
    certificado_valido_ate: new Date(facts.valido_ate),
  });
  return summaryOf(facts, actor.now);
}

export async function removeCertificate(db: Db, companyId: string) {
  await db
    .update(fiscalSettings)
    .set({
      certificado_cifrado: null,
      certificado_titular: null,
      certificado_cnpj: null,
      certificado_valido_de: null,
      certificado_valido_ate: null,
    })
    .where(eq(fiscalSettings.company_id, companyId));
}
