import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, isValidCpf } from './documents.ts';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false], // wrong second digit
    ['529.982.247-15', false], // wrong first digit
    ['111.111.111-11', false], // repeated digits pass the sums but are not real
    ['5299822472', false],
    ['', false],
  ])('%j → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-91', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
  ])('%j → %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it('formats the digits', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
