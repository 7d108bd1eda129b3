import { f, m } from '../agreement.ts';
import { z } from 'zod';
import { decimal } from '../registers/fields.ts';
import { TAX_REGIMES } from './tax-regime.ts';

/** A rate in percent, 0 to 100, up to 4 places. */
const rate = (label: Parameters<typeof decimal>[0]) =>
  decimal(label, { min: 0, max: 100, decimals: 4, unit: '%' });

/**
 * The company's tax regime for the DRE (`PUT /api/accounting/tributacao`, owner or admin): under
 * the Simples Nacional its anexo (III or V), under Lucro Presumido the rates of ISS, PIS, COFINS
 * and the presumed profit's share.
 */
export const taxSettingInput = z
  .strictObject({
    regime: z.enum(TAX_REGIMES, 'Escolha o regime tributário.'),
    // A select sends '3' or '5'; blank or absent is none (Lucro Presumido).
    simples_anexo: z.preprocess(
      (value) => (value === '' || value === undefined || value === null ? null : Number(value)),
      z
        .union([z.literal(3), z.literal(5)], 'Escolha o anexo do Simples Nacional (III ou V).')
        .nullable(),
    ),
    iss_aliquota: rate(f('Alíquota do ISS')),
    pis_aliquota: rate(f('Alíquota do PIS')),
    cofins_aliquota: rate(f('Alíquota da COFINS')),
    presuncao: rate(m('Percentual de presunção do lucro')),
  })
  .refine((input) => input.regime !== 'simples_nacional' || input.simples_anexo !== null, {
    path: ['simples_anexo'],
    message: 'Escolha o anexo do Simples Nacional (III ou V).',
  });

/** The regime and anexo a DRE answers it was worked out under. */
export const regimeFields = {
  regime: z.enum(TAX_REGIMES),
  simples_anexo: z.union([z.literal(3), z.literal(5)]).nullable(),
};

export const taxSettingAnswer = z.strictObject({
  ...regimeFields,
  iss_aliquota: z.number(),
  pis_aliquota: z.number(),
  cofins_aliquota: z.number(),
  presuncao: z.number(),
  /** False while the company has not saved one (the defaults are answered). */
  salvo: z.boolean(),
});
export type TaxSettingAnswer = z.infer<typeof taxSettingAnswer>;
