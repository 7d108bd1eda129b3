import { describe, expect, it } from 'vitest';
import { missingForConclusion } from './completeness.ts';
import { operationInput } from './contracts.ts';
import { flightHours, operationValueCents, totalQuantity } from './quantities.ts';
import { isEditable, mayPerform, nextStatus } from './status.ts';
import { firstIssue } from '../../test-support/issues.ts';
import { completeOperation } from '../../test-support/sample-company.ts';
import { weatherWarnings, type WeatherReadings } from './weather.ts';

describe('total quantity of a product: area × dose', () => {
  it.each([
    [120.5, 0.5, 60.25],
    [100, 1.5, 150],
    [0.1, 3, 0.3], // 0.1 × 3 is 0.30000000000000004 in floating point
    [33.33, 0.333, 11.099],
    [500, 0.075, 37.5],
    [12.35, 2.125, 26.244], // 26.24375 rounds half up to the gram
  ])('%f ha × %f/ha = %f', (area, dose, total) => {
    expect(totalQuantity(area, dose)).toBe(total);
  });
});

describe('flight hours and value', () => {
  it.each([
    [1520.3, 1522.1, 1.8],
    [0, 0.1, 0.1],
    [null, 12, null],
  ])('horímetro %s → %s = %s h', (start, end, hours) => {
    expect(flightHours(start, end)).toBe(hours);
  });

  it.each([
    [{ priceCents: 4000, priceUnit: 'ha', areaHa: 120.5, hours: 1.8 }, 482000],
    [{ priceCents: 450000, priceUnit: 'hora', areaHa: 120.5, hours: 1.8 }, 810000],
    [{ priceCents: 3333, priceUnit: 'ha', areaHa: 10.01, hours: null }, 33363], // 33363.33 → centavo
    [{ priceCents: null, priceUnit: 'ha', areaHa: 10, hours: 1 }, null],
    [{ priceCents: 4000, priceUnit: 'hora', areaHa: 10, hours: null }, null],
  ] as const)('%j → %s centavos', (input, cents) => {
    expect(operationValueCents(input)).toBe(cents);
  });
});

describe('weather window (RH ≥ 50 %, T ≤ 30 °C, wind 3–10 km/h)', () => {
  const good: WeatherReadings = {
    temperatura_inicio: 22,
    temperatura_fim: 30,
    umidade_inicio: 50,
    umidade_fim: 61,
    vento_inicio: 3,
    vento_fim: 10,
  };
  it('says nothing on the limits themselves', () => {
    expect(weatherWarnings(good)).toEqual([]);
  });
  it.each([
    [{ umidade_inicio: 45 }, 'Umidade relativa de 45 % no início, abaixo de 50 %.'],
    [{ temperatura_fim: 32.5 }, 'Temperatura de 32,5 °C no término, acima de 30 °C.'],
    [
      { vento_inicio: 2 },
      'Vento de 2 km/h no início, abaixo de 3 km/h (risco de inversão térmica).',
    ],
    [{ vento_fim: 14 }, 'Vento de 14 km/h no término, acima de 10 km/h (risco de deriva).'],
  ])('warns for %j', (change, warning) => {
    expect(weatherWarnings({ ...good, ...change })).toEqual([warning]);
  });
  it('uses the company window when it has one, and ignores missing readings', () => {
    const window = { humidityMinPct: 60, temperatureMaxC: 28, windMinKmh: 2, windMaxKmh: 12 };
    expect(weatherWarnings({ ...good, umidade_inicio: null }, window)).toEqual([
      'Temperatura de 30 °C no término, acima de 28 °C.',
    ]);
  });
});

describe('what concluding needs (Anexo I)', () => {
  it('needs nothing more from a complete operation', () => {
    expect(missingForConclusion(completeOperation())).toEqual([]);
  });

  it.each([
    ['the MAPA registration', (d) => (d.company.registro_mapa = null), 'empresa.registro_mapa'],
    ['the contratante', (d) => (d.contratante = null), 'client_id'],
    ['coordinates', (d) => (d.propriedade!.latitude = null), 'propriedade.coordenadas'],
    ['the crop', (d) => (d.cultura = null), 'crop_id'],
    ['the treated area', (d) => (d.operation.area_ha = null), 'area_ha'],
    ['products', (d) => (d.produtos = []), 'products'],
    [
      'the receituário number',
      (d) => (d.produtos[0]!.receituario_numero = null),
      'products.0.receituario_numero',
    ],
    ['the flight height', (d) => (d.operation.altura_voo_m = null), 'altura_voo_m'],
    [
      'the final wind direction',
      (d) => (d.operation.vento_direcao_fim = null),
      'vento_direcao_fim',
    ],
    ['the end time', (d) => (d.operation.hora_fim = null), 'hora_fim'],
    ['the agronomist', (d) => (d.agronomo = null), 'agronomist_id'],
    ['the executing technician', (d) => (d.tecnico = null), 'technician_id'],
    ['the final horímetro', (d) => (d.operation.horimetro_fim = null), 'horimetro_fim'],
  ] as [string, (d: ReturnType<typeof completeOperation>) => void, string][])(
    'lists %s',
    (_name, change, field) => {
      const data = completeOperation();
      change(data);
      expect(missingForConclusion(data).map((m) => m.field)).toEqual([field]);
    },
  );

  it('takes a drawn boundary for coordinates, and needs no receituário for a fertilizer', () => {
    const data = completeOperation();
    data.propriedade!.latitude = null;
    data.propriedade!.boundary = { type: 'Polygon', coordinates: [] };
    data.produtos.push({
      ...data.produtos[0]!,
      classe: 'fertilizante',
      receituario_numero: null,
      receituario_data: null,
    });
    expect(missingForConclusion(data)).toEqual([]);
  });

  it('lists in the order of the report, with labels people read', () => {
    const data = completeOperation();
    data.operation.hora_inicio = null;
    data.cultura = null;
    expect(missingForConclusion(data)).toEqual([
      { field: 'crop_id', label: 'Cultura' },
      { field: 'hora_inicio', label: 'Hora de início' },
    ]);
  });
});

describe('status', () => {
  it.each([
    ['agendada', 'iniciar', 'em_andamento'],
    ['agendada', 'concluir', 'concluida'],
    ['em_andamento', 'concluir', 'concluida'],
    ['em_andamento', 'cancelar', 'cancelada'],
    ['concluida', 'reabrir', 'em_andamento'],
    ['cancelada', 'reabrir', 'em_andamento'],
    ['concluida', 'concluir', null],
    ['concluida', 'cancelar', null],
    ['em_andamento', 'iniciar', null],
    ['agendada', 'reabrir', null],
  ] as const)('%s + %s → %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });
  it.each([
    ['owner', 'reabrir', true],
    ['admin', 'reabrir', true],
    ['pilot', 'reabrir', false],
    ['pilot', 'concluir', true],
    ['pilot', 'iniciar', true],
    ['pilot', 'cancelar', false],
    ['admin', 'cancelar', true],
  ] as const)('%s may %s: %s', (role, action, allowed) => {
    expect(mayPerform(role, action)).toBe(allowed);
  });
  it('closes concluded and cancelled operations to edits', () => {
    expect([
      isEditable('agendada'),
      isEditable('em_andamento'),
      isEditable('concluida'),
      isEditable('cancelada'),
    ]).toEqual([true, true, false, false]);
  });
});

describe('operation input', () => {
  const base = {
    client_id: '5f0c8a40-0000-4000-8000-000000000001',
    property_id: '5f0c8a40-0000-4000-8000-000000000002',
    data: '2026-11-10',
  };
  const inputIssue = (input: object) => firstIssue(operationInput.safeParse({ ...base, ...input }));
  it('accepts a scheduled job with only who, where and when', () => {
    expect(inputIssue({})).toBeNull();
  });
  it.each([
    [
      { hora_inicio: '08:00', hora_fim: '07:30' },
      'hora_fim',
      'Hora de término deve ser depois da hora de início.',
    ],
    [{ hora_inicio: '25:00' }, 'hora_inicio', 'Hora de início: use o formato HH:mm.'],
    [{ area_ha: -3 }, 'area_ha', 'Área aplicada deve ser maior que zero.'],
    [
      { horimetro_inicio: 100, horimetro_fim: 99.5 },
      'horimetro_fim',
      'Horímetro final deve ser maior que o inicial.',
    ],
    [
      { umidade_inicio: 120 },
      'umidade_inicio',
      'Umidade relativa no início deve estar entre 0 e 100 %.',
    ],
    [{ data: '2026-02-30' }, 'data', 'Data: informe uma data válida (dd/mm/aaaa).'],
    [
      {
        products: [
          { product_id: base.client_id, dose_por_ha: 1 },
          { product_id: base.client_id, dose_por_ha: 2 },
        ],
      },
      'products.1.product_id',
      'Este produto já está na operação.',
    ],
    [
      { products: [{ product_id: base.client_id, dose_por_ha: 0 }] },
      'products.0.dose_por_ha',
      'Dose por hectare deve ser maior que zero.',
    ],
  ])('refuses %j', (input, path, message) => {
    expect(inputIssue(input)).toEqual({ path, message });
  });
});
