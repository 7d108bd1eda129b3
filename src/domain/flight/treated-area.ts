import { z } from 'zod';
import { AREA_SOURCES } from './values.ts';

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
