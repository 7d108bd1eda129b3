import { describe, expect, it } from 'vitest';
import {
  documentCharacters,
  formatCnpj,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  maskCnpj,
  maskDocument,
} from './documents.ts';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false], // wrong second digit
    ['529.982.247-15', false], // wrong first digit
    ['111.111.111-11', false], // repeated digits pass the sums but are not real
    ['5299822472', false],
    ['52998224725X', false], // a letter is never part of a CPF
    ['', false],
  ])('%j → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

/*
 * IN RFB nº 2.229/2024 and the RFB's 'Cálculo do DV do CNPJ alfanumérico': each of the first 12
 * characters is worth its ASCII code minus 48 ('0'–'9' → 0–9, 'A' → 17 … 'Z' → 42); the first
 * check digit weighs them 5,4,3,2,9,8,7,6,5,4,3,2, the second weighs them and the first digit
 * 6,5,4,3,2,9,8,7,6,5,4,3,2; each is 11 minus the sum's remainder by 11, or 0 when that
 * remainder is 0 or 1.
 *
 * The RFB's example 12.ABC.345/01DE-35: 1 2 A B C 3 4 5 0 1 D E → 1 2 17 18 19 3 4 5 0 1 20 21.
 *   first:  1×5 + 2×4 + 17×3 + 18×2 + 19×9 + 3×8 + 4×7 + 5×6 + 0×5 + 1×4 + 20×3 + 21×2
 *         = 5 + 8 + 51 + 36 + 171 + 24 + 28 + 30 + 0 + 4 + 60 + 42 = 459; 459 mod 11 = 8 → 11 − 8 = 3
 *   second: 1×6 + 2×5 + 17×4 + 18×3 + 19×2 + 3×9 + 4×8 + 5×7 + 0×6 + 1×5 + 20×4 + 21×3 + 3×2
 *         = 6 + 10 + 68 + 54 + 38 + 27 + 32 + 35 + 0 + 5 + 80 + 63 + 6 = 424; 424 mod 11 = 6 → 11 − 6 = 5
 * A numeric CNPJ reads the same (digits are worth themselves): 11.222.333/0001-81.
 */
describe('isValidCnpj (numeric and alphanumeric, IN RFB 2.229/2024)', () => {
  it.each([
    ['12.ABC.345/01DE-35', true], // the RFB's example
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true], // typed in lowercase: the same CNPJ
    ['12.ABC.345/01DE-36', false], // wrong second digit (5)
    ['12.ABC.345/01DE-25', false], // wrong first digit (3)
    ['12.ABD.345/01DE-35', false], // one letter changed: the digits no longer match
    ['12.ABC.345/01DE-3A', false], // the check digits are numeric
    ['12ABC34501DE3', false], // 13 characters
    ['12ABC34501DE355', false], // 15 characters
    ['12.ÁBC.345/01DE-35', false], // 'Á' is no CNPJ character: 13 left
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-91', false],
    ['00.000.000/0000-00', false], // repeated: passes the sums, is not real
    ['1122233300018', false],
    ['', false],
  ])('%j → %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
  ])('formats %j as %j', (value, text) => expect(formatCnpj(value)).toBe(text));

  it.each([
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 11.222.333/0001-81 ', '11222333000181'],
    ['529.982.247-25', '52998224725'],
  ])('stores %j as %j', (value, stored) => expect(documentCharacters(value)).toBe(stored));

  it.each([
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['52998224725', '529.982.247-25'],
    ['ABC', 'ABC'], // neither: as it is
  ])('formatDocument(%j) → %j', (value, text) => expect(formatDocument(value)).toBe(text));
});

describe('masks while typing', () => {
  it.each([
    ['1', '1'],
    ['12a', '12.A'],
    ['12abc3', '12.ABC.3'],
    ['12ABC345', '12.ABC.345'],
    ['12ABC3450', '12.ABC.345/0'],
    ['12ABC34501DE', '12.ABC.345/01DE'],
    ['12ABC34501DE3', '12.ABC.345/01DE-3'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ['12ABC34501DE359', '12.ABC.345/01DE-35'], // a 15th character is dropped
  ])('CNPJ %j → %j', (typed, shown) => expect(maskCnpj(typed)).toBe(shown));

  it.each([
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'], // a 12th character: a CNPJ
    ['12a', '12.A'], // a letter: a CNPJ
  ])('CPF or CNPJ %j → %j', (typed, shown) => expect(maskDocument(typed)).toBe(shown));
});
