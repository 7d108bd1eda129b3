import { describe, expect, it } from 'vitest';
import { totalQuantity } from '../operations/quantities.ts';
import { reportedAreaHa } from './reported-area.ts';
import type { TreatedAreaReport } from './treated-area.ts';

// The relatório operacional (IN MAPA nº 2/2008, Anexo II) prints the treated area and each
// product's total quantity; the total is the dose × the area printed beside it, whichever area
// the office chose to report (issue 39 item 2). The sample operation: 120,50 ha declared,
// 118,37 ha measured in the flight's files, a fungicide at 0,500 L/ha.
describe('the area the report prints, and the quantities computed from it', () => {
  const measured = (origem: TreatedAreaReport['origem']) => ({ origem, medida_ha: 118.37 });
  it.each([
    // No files imported: the declared area. 120,50 × 0,500 = 60,250 L.
    ['no import', 120.5, undefined, 120.5, 60.25],
    // Files imported, the declared area kept: 120,50 × 0,500 = 60,250 L.
    ['declared chosen', 120.5, measured('declarada'), 120.5, 60.25],
    // The measured area chosen: 118,37 × 0,500 = 59,185 L.
    ['measured chosen', 120.5, measured('medida'), 118.37, 59.185],
    // Nothing declared, the measured area chosen: 118,37 × 0,500 = 59,185 L.
    ['measured, none declared', null, measured('medida'), 118.37, 59.185],
  ] as const)('%s: %s ha declared → %s ha, %s L', (_case, declared, treated, area, litres) => {
    const reported = reportedAreaHa(declared, treated);
    expect(reported).toBe(area);
    expect(totalQuantity(reported!, 0.5)).toBe(litres);
  });

  it('is none when nothing is declared and the declared area is the one reported', () => {
    expect(reportedAreaHa(null, undefined)).toBeNull();
    expect(reportedAreaHa(null, measured('declarada'))).toBeNull();
  });
});
