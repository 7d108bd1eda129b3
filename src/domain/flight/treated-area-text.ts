// The report's text of the treated area, kept apart from its zod shape so the web report page
// prints the same line as the PDF without loading zod.
import { formatDecimal } from '../format.ts';
import { reportedAreaHa } from './reported-area.ts';
import type { TreatedAreaReport } from './treated-area.ts';
import type { AreaSource } from './values.ts';

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
  const shown = ha(reportedAreaHa(declaredHa, treated));
  if (!treated) return shown;
  if (treated.origem === 'medida')
    return `${shown} (${SOURCE_TEXT.medida}; declarada: ${ha(declaredHa)})`;
  return `${shown} (${SOURCE_TEXT.declarada}; medida nos arquivos de voo: ${ha(treated.medida_ha)})`;
}
