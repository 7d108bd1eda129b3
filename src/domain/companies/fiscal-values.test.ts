import { describe, expect, it } from 'vitest';
import { isValidIbgeMunicipio } from './fiscal-values.ts';

/*
 * The IBGE municipality code's check digit: the six first digits weighed 1,2,1,2,1,2, a product
 * above 9 counted by the sum of its digits, and the check digit the one that takes the sum to
 * the next multiple of 10.
 *   Sorriso (MT) 510792-5:        5×1 + 1×2 + 0×1 + 7×2=14→5 + 9×1 + 2×2 = 5+2+0+5+9+4 = 25 → 5
 *   Cuiabá (MT) 510340-3:         5 + 2 + 0 + 3×2=6 + 4 + 0 = 17 → 3
 *   São Paulo (SP) 355030-8:      3 + 5×2=10→1 + 5 + 0 + 3 + 0 = 12 → 8
 *   Primavera do Leste 510704-0:  5 + 2 + 0 + 7×2=14→5 + 0 + 4×2=8 = 20 → 0
 */
describe('isValidIbgeMunicipio', () => {
  it.each([
    ['5107925', true],
    ['5103403', true],
    ['3550308', true],
    ['5107040', true],
    ['5107926', false], // Sorriso with the wrong check digit
    ['3550307', false],
    ['510792', false], // 6 digits
    ['51079250', false], // 8 digits
    ['0107925', false], // no UF begins with 0
    ['2201919', true], // Bom Princípio do Piauí: outside the rule, accepted as the NF-e does
  ])('%s → %s', (code, valid) => expect(isValidIbgeMunicipio(code)).toBe(valid));
});
