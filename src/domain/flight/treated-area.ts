import { z } from 'zod';
import { formatDecimal } from '../format.ts';
import { AREA_SOURCES, type AreaSource } from './values.ts';

/**
 * The treated area's source on the report (issue 39 item 2): the office's choice and the area
 * measured from the flight's files (inside the plot, else all of it); absent without an import.
 */
export const treatedAreaReport = z.strictObject({
  origem: z.enum(AREA_SOURCES),
  medida_ha: z.number(),
});
export type TreatedAreaReport = z.infer<typeof treatedAreaReport>;

/** The measured area the report may print: inside the plot when there is one. */
export const measuredTreatedHa = (figuras: { dentro_ha: number | null; aplicada_ha: number }) =>
  Math.round((figuras.dentro_ha ?? figuras.aplicada_ha) * 100) / 100;

const ha = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 2)} ha`);
const SOURCE_TEXT: Record<AreaSource, string> = {
  declarada: 'declarada',
  medida: 'medida nos arquivos de voo',
};

/**
 * 'Área tratada' as the report prints it: the chosen figure and its source, the other beside
 * it — '312,40 ha (medida nos arquivos de voo; declarada: 349,89 ha)'. Without an import, the
 * declared area alone.
 */
export function treatedAreaText(declaredHa: number | null, treated: TreatedAreaReport | undefined) {
  if (!treated) return ha(declaredHa);
  if (treated.origem === 'medida')
    return `${ha(treated.medida_ha)} (${SOURCE_TEXT.medida}; declarada: ${ha(declaredHa)})`;
  return `${ha(declaredHa)} (${SOURCE_TEXT.declarada}; medida nos arquivos de voo: ${ha(treated.medida_ha)})`;
}
