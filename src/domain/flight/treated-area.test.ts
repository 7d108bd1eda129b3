import { describe, expect, it } from 'vitest';
import { measuredTreatedHa } from './treated-area.ts';
import { treatedAreaText } from './treated-area-text.ts';

describe("the report's treated area", () => {
  it.each([
    [349.89, undefined, '349,89 ha'],
    [
      349.89,
      { origem: 'declarada', medida_ha: 312.4 },
      '349,89 ha (declarada; medida nos arquivos de voo: 312,40 ha)',
    ],
    [
      349.89,
      { origem: 'medida', medida_ha: 312.4 },
      '312,40 ha (medida nos arquivos de voo; declarada: 349,89 ha)',
    ],
    [
      null,
      { origem: 'medida', medida_ha: 5.4 },
      '5,40 ha (medida nos arquivos de voo; declarada: —)',
    ],
  ] as const)('%s ha declared, %o → %s', (declared, treated, text) => {
    expect(treatedAreaText(declared, treated)).toBe(text);
  });

  it.each([
    // Inside the plot when there is one (3,6 of 5,4 ha flown), else all that was flown.
    [{ dentro_ha: 3.6, aplicada_ha: 5.4 }, 3.6],
    [{ dentro_ha: null, aplicada_ha: 5.4049 }, 5.4],
  ])('measures %o as %f ha', (figuras, ha) => {
    expect(measuredTreatedHa(figuras)).toBe(ha);
  });
});
