import { z } from 'zod';
import { optionalText } from '../registers/fields.ts';
import { isValidIbgeMunicipio, NFSE_ENVIRONMENTS } from './fiscal-values.ts';
import { isoTimestamp, nullableText } from '../wire.ts';

// The company's fiscal settings for the NFS-e of the Padrão Nacional (LC nº 214/2025; issue 44
// item 2): who issues (inscrição municipal, município), whether the client withholds the ISS,
// which service, in which environment; and the A1 certificate that will sign it. The tax regime
// (Simples Nacional and its anexo, or Lucro Presumido) and the ISS rate are the company's tax
// setting, the one the DRE reads (src/domain/accounting/tax-regime.ts), kept in one place.

const digitsField = (label: string, pattern: RegExp, message: string) =>
  z
    .string(`${label} é obrigatório.`)
    .transform((value) => value.replace(/[\s.\-/]/g, ''))
    .refine((value) => pattern.test(value), message);

/** What the owner or an admin saves of the fiscal settings (the certificate apart). */
export const fiscalSettingsInput = z.strictObject({
  inscricao_municipal: optionalText('Inscrição municipal', 20),
  municipio_ibge: digitsField(
    'Código IBGE do município',
    /^\d{7}$/,
    'Código IBGE do município: são 7 dígitos.',
  ).refine(isValidIbgeMunicipio, 'Código IBGE do município inválido: confira o dígito final.'),
  /** A boolean, or a form's choice of 'true' or 'false'. */
  iss_retido: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean('Diga se o tomador retém o ISS.'),
  ),
  codigo_tributacao_nacional: digitsField(
    'Código de tributação nacional',
    /^\d{6}$/,
    'Código de tributação nacional: são 6 dígitos (item, subitem e desdobro).',
  ),
  nbs: z
    .string()
    .transform((value) => value.replace(/[\s.]/g, ''))
    .refine((value) => value === '' || /^\d{9}$/.test(value), 'NBS: são 9 dígitos.')
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null),
  ambiente: z.enum(NFSE_ENVIRONMENTS, 'Selecione o ambiente.'),
});
export type FiscalSettingsInput = z.output<typeof fiscalSettingsInput>;

/** The A1 certificate as the browser may see it: never its key, its file or its password. */
export const certificateSummary = z.strictObject({
  titular: z.string(),
  cnpj: nullableText,
  valido_de: isoTimestamp,
  valido_ate: isoTimestamp,
  /** Whole days from the server's today to its last day (negative once expired). */
  dias_restantes: z.number().int(),
  /** Expired or expiring within the document alerts' window (DOCUMENT_ALERT_DAYS). */
  alerta: z.boolean(),
});
export type CertificateSummary = z.infer<typeof certificateSummary>;
/** What the certificate itself says, before the day it is read on. */
export type CertificateFacts = Omit<CertificateSummary, 'dias_restantes' | 'alerta'>;

/** The fiscal settings as answered; unsaved fields are null (the service's code has its default). */
export const fiscalSettings = z.strictObject({
  inscricao_municipal: nullableText,
  municipio_ibge: nullableText,
  iss_retido: z.boolean(),
  codigo_tributacao_nacional: z.string(),
  nbs: nullableText,
  ambiente: z.enum(NFSE_ENVIRONMENTS),
  certificado: certificateSummary.nullable(),
});
export type FiscalSettings = z.infer<typeof fiscalSettings>;
