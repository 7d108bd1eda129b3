import { z } from 'zod';
import { labelled } from '../labelled.ts';
import { optionalText } from '../registers/fields.ts';
import { isoTimestamp, nullableText } from '../wire.ts';

// The company's fiscal settings for the NFS-e of the Padrão Nacional (LC nº 214/2025; issue 44
// item 2): who issues (inscrição municipal, município), whether the client withholds the ISS,
// which service, in which environment; and the A1 certificate that will sign it. The tax regime
// (Simples Nacional and its anexo, or Lucro Presumido) and the ISS rate are the company's tax
// setting, the one the DRE reads (src/domain/accounting/tax-regime.ts), kept in one place.

/** The Padrão Nacional's environments (tpAmb): tests first, then the real one. */
export const { values: NFSE_ENVIRONMENTS, labels: NFSE_ENVIRONMENT_LABELS } = labelled({
  homologacao: 'Homologação (testes, sem valor fiscal)',
  producao: 'Produção',
});
export type NfseEnvironment = (typeof NFSE_ENVIRONMENTS)[number];

/**
 * Aerial application of crop protection products is item 7.13 of the list of LC nº 116/2003
 * ('Dedetização, desinfecção, desinsetização, imunização, higienização, desratização,
 * pulverização e congêneres'); the Padrão Nacional's cTribNac writes an item as item, subitem
 * and its breakdown in two digits each, so 7.13 with no breakdown is 07.13.01. The NBS (the
 * Nomenclatura Brasileira de Serviços) of the service comes from the national correlation table
 * of LC 116 items with NBS codes and has no default here. Both should be checked by the
 * company's accountant against the município's adherence.
 */
export const AERIAL_APPLICATION_SERVICE = { codigo_tributacao_nacional: '071301' } as const;

/**
 * IBGE municipality codes whose seventh digit does not follow the rule below; the NF-e's
 * validation (Manual de Orientação do Contribuinte) accepts them as they are.
 */
const IBGE_CODES_OUTSIDE_THE_RULE = new Set([
  '2201919',
  '2201988',
  '2202251',
  '2611533',
  '3117836',
  '3152131',
  '4305871',
  '5203939',
  '5203962',
]);

/**
 * An IBGE municipality code: 7 digits, the UF's two first, the last a check digit over the six
 * before it weighed 1, 2, 1, 2, 1, 2 (a product above 9 counts by the sum of its digits), the
 * digit that takes the sum to the next multiple of 10.
 */
export function isValidIbgeMunicipio(code: string): boolean {
  if (!/^[1-5]\d{6}$/.test(code)) return false;
  if (IBGE_CODES_OUTSIDE_THE_RULE.has(code)) return true;
  const sum = [...code.slice(0, 6)].reduce((total, digit, i) => {
    const product = Number(digit) * (i % 2 === 0 ? 1 : 2);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}

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
  iss_retido: z.boolean('Diga se o tomador retém o ISS.'),
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
});
export type CertificateSummary = z.infer<typeof certificateSummary>;

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
