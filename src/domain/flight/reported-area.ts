import type { TreatedAreaReport } from './treated-area.ts';

/**
 * The area the report prints as 'Área tratada' (issue 39 item 2): the one measured in the
 * flight's files when the office chose it, else the declared one (null while neither is known).
 * The report's product quantities (dose × area) and the MAPA month's 'Área (ha)' are this same
 * area, so that what an inspector reads adds up.
 */
export const reportedAreaHa = (
  declaredHa: number | null,
  treated: TreatedAreaReport | undefined,
): number | null => (treated?.origem === 'medida' ? treated.medida_ha : declaredHa);
