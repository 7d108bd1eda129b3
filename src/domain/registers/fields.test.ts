import { f, m } from '../agreement.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cents,
  coordinate,
  decimal,
  monthText,
  optionalDate,
  optionalPositiveNumber,
  positiveNumber,
  requiredDate,
} from './fields.ts';

/** The value, or the field's first message. */
const read = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? result.data.field : result.error.issues[0]!.message;
};

describe('decimal', () => {
  const area = decimal(f('Área'), { max: 100_000 });
  it.each([
    ['120,5', 120.5],
    ['1.234,56', 1234.56],
    ['1234.567', 1234.57],
    [98.5, 98.5],
    ['', 'Área é obrigatória.'],
    [undefined, 'Área é obrigatória.'],
    ['doze', 'Área deve ser um número.'],
    ['0', 'Área deve ser maior que zero.'],
    ['-3,5', 'Área deve ser maior que zero.'],
    ['100.000,01', 'Área deve ser no máximo 100.000.'],
    // Below the column's scale: rounded half away from zero, refused when that leaves zero.
    ['0,005', 0.01],
    ['0,001', 'Área deve ser de ao menos 0,01.'],
    [0.004, 'Área deve ser de ao menos 0,01.'],
  ])('a required area: %j → %j', (typed, expected) => {
    expect(read(area, typed)).toEqual(expected);
  });

  const temperature = decimal(f('Temperatura'), {
    min: -10,
    max: 60,
    unit: '°C',
    decimals: 1,
    optional: true,
  });
  it.each([
    ['-2,26', -2.3],
    ['22,5', 22.5],
    ['', null],
    [null, null],
    [undefined, null],
    ['-10,5', 'Temperatura deve estar entre -10 e 60 °C.'],
    ['61', 'Temperatura deve estar entre -10 e 60 °C.'],
    ['quente', 'Temperatura deve ser um número.'],
  ])('an optional range: %j → %j', (typed, expected) => {
    expect(read(temperature, typed)).toEqual(expected);
  });

  it.each([
    [
      decimal(m('Horímetro'), { min: 0, max: 1_000_000, optional: true }),
      '-1',
      'Horímetro não pode ser negativo.',
    ],
    [
      decimal(m('Ano'), { min: 1940, max: 2030, integer: true }),
      '1939',
      'Ano deve ser a partir de 1.940.',
    ],
    [
      decimal(m('Ano'), { min: 1940, max: 2030, integer: true }),
      '2020,5',
      'Ano deve ser um número inteiro.',
    ],
    [decimal(m('Ano'), { min: 1940, max: 2030, integer: true }), '2020', 2020],
    [
      decimal(f('Latitude'), { min: -90, max: 90, unit: '', decimals: 6 }),
      '-91',
      'Latitude deve estar entre -90 e 90.',
    ],
  ])('limits %#', (schema, typed, expected) => {
    expect(read(schema, typed)).toEqual(expected);
  });
});

describe('an empty number', () => {
  it.each([
    ['decimal', decimal(f('Área'), { max: 100 }), 'Área é obrigatória.'],
    ['decimal with a range', decimal(m('Ano'), { min: 1940, max: 2030 }), 'Ano é obrigatório.'],
    ['positiveNumber', positiveNumber(f('Quantidade'), 1000), 'Quantidade é obrigatória.'],
    ['cents', cents(m('Valor total')), 'Valor total é obrigatório.'],
    ['optional decimal', decimal(f('Área'), { max: 100, optional: true }), null],
    ['optionalPositiveNumber', optionalPositiveNumber(f('Dose'), 1000), null],
    ['optional cents', cents(m('Preço'), { optional: true }), null],
  ])('%s: blank, spaces or absent → %j', (_, schema, expected) => {
    for (const typed of ['', '   ', undefined]) expect(read(schema, typed)).toEqual(expected);
  });
});

describe('coordinates', () => {
  const latitude = coordinate('Latitude', 'latitude');
  const longitude = coordinate('Longitude', 'longitude');
  it.each([
    [latitude, '-12,5432', -12.5432],
    [latitude, `12°32'35.5"S`, -12.543194],
    [latitude, '12 32 35,5 S', -12.543194],
    [longitude, '55 43 16 O', -55.721111],
    [longitude, `55°43'16"W`, -55.721111],
    [longitude, -55.7211, -55.7211],
    [latitude, '', null],
    [latitude, undefined, null],
    [latitude, '91', 'Latitude deve estar entre -90 e 90.'],
    [latitude, '90 0 1 S', 'Latitude deve estar entre -90 e 90.'],
    [longitude, '180 30 00 L', 'Longitude deve estar entre -180 e 180.'],
    [
      latitude,
      '12 32 35 L',
      'Latitude: informe em graus decimais (-12,5432) ou em graus, minutos e segundos (12°32′35,5″ S).',
    ],
    [
      longitude,
      'longe',
      'Longitude: informe em graus decimais (-55,7211) ou em graus, minutos e segundos (55°43′16″ O).',
    ],
  ])('%#: %j → %j', (schema, typed, expected) => {
    expect(read(schema, typed)).toEqual(expected);
  });
});

describe('cents', () => {
  const price = cents(m('Preço'));
  const optionalPrice = cents(m('Preço'), { optional: true });
  it.each([
    [price, '40,00', 4000],
    [price, 'R$ 1.234,50', 123450],
    [price, 4000, 4000],
    [price, 40.5, 'Preço: use centavos inteiros.'],
    [price, '-1', 'Preço não pode ser negativo.'],
    [price, '1.000.000,01', 'Preço deve ser no máximo R$ 1.000.000,00.'],
    [price, '', 'Preço é obrigatório.'],
    [price, 'caro', 'Preço deve ser um número.'],
    [optionalPrice, '', null],
    [optionalPrice, undefined, null],
    [optionalPrice, '0', 0],
  ])('%#: %j → %j', (schema, typed, expected) => {
    expect(read(schema, typed)).toEqual(expected);
  });
});

describe('calendar dates', () => {
  it.each([
    [requiredDate(f('Data')), '2026-11-24', '2026-11-24'],
    [requiredDate(f('Data')), '24/11/2026', '2026-11-24'],
    [requiredDate(f('Data')), ' 24/11/2026 ', '2026-11-24'],
    [requiredDate(f('Data')), '', 'Data é obrigatória.'],
    [requiredDate(f('Data')), undefined, 'Data é obrigatória.'],
    [requiredDate(f('Data')), '31/02/2026', 'Data: informe uma data válida (dd/mm/aaaa).'],
    [requiredDate(f('Data')), 'amanhã', 'Data: informe uma data válida (dd/mm/aaaa).'],
    [optionalDate('Validade'), '', null],
    [optionalDate('Validade'), undefined, null],
    [optionalDate('Validade'), '01/03/2027', '2027-03-01'],
    [optionalDate('Validade'), '2027-02-30', 'Validade: informe uma data válida (dd/mm/aaaa).'],
    [requiredDate(f('Data')), '31/12/2999', '2999-12-31'],
    [
      requiredDate(f('Data')),
      '01/01/3000',
      'Data: informe uma data entre 01/01/1900 e 31/12/2999.',
    ],
    [
      optionalDate('Validade'),
      '9999-12-31',
      'Validade: informe uma data entre 01/01/1900 e 31/12/2999.',
    ],
    [
      requiredDate(f('Data')),
      '31/12/1899',
      'Data: informe uma data entre 01/01/1900 e 31/12/2999.',
    ],
  ])('%#: %j → %j', (schema, typed, expected) => {
    expect(read(schema, typed)).toEqual(expected);
  });
});

describe('months', () => {
  // '0758-11' answered 500: the result report's month a year before, '757-11', broke its contract.
  it.each([
    ['2026-11', '2026-11'],
    ['1900-01', '1900-01'],
    ['0758-11', 'Mês: informe um mês a partir de 1900.'],
    ['1899-12', 'Mês: informe um mês a partir de 1900.'],
    ['2999-12', '2999-12'],
    ['3000-01', 'Mês: informe um mês até 12/2999.'],
    ['2026-13', 'Mês: informe o mês como aaaa-mm.'],
    [undefined, 'Mês é obrigatório.'],
  ])('%j → %j', (typed, expected) => {
    expect(read(monthText(m('Mês')), typed)).toEqual(expected);
  });
});
