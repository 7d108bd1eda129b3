import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/geo.ts';
import { firstIssue } from '../../test-support/issues.ts';
import { normalizeAircraftPrefix } from './aircraft.ts';
import { registerInputs } from './contracts.ts';

/** A valid aircraft and a valid property, which each case changes in one field. */
const airTractor = { prefixo: 'PR-ABC', fabricante: 'Air Tractor', modelo: 'AT-502B' };
const sede = {
  client_id: '5f0c8a40-0000-4000-8000-000000000000',
  nome: 'Sede',
  municipio: 'Sorriso',
  uf: 'MT',
};

describe('aircraft registration marks', () => {
  it.each([
    ['PR-ABC', 'PR-ABC'],
    ['pr-abc', 'PR-ABC'],
    ['PRABC', 'PR-ABC'],
    [' pp abc ', 'PP-ABC'],
    ['PT-XYZ', 'PT-XYZ'],
  ])('%j is written %s', (input, expected) => {
    expect(normalizeAircraftPrefix(input)).toBe(expected);
  });

  it.each(['PR-AB', 'XX-ABC', 'PR-AB1', 'N12345', 'PA-ABC', ''])('%j is refused', (prefixo) => {
    const result = registerInputs.aircraft.safeParse({ ...airTractor, prefixo });
    expect(firstIssue(result)).toEqual({
      path: 'prefixo',
      message: 'Prefixo inválido: use o formato PR-ABC.',
    });
  });
});

describe('register inputs', () => {
  it.each([
    [
      'clients',
      { nome: 'Fazenda Boa Vista', documento: '529.982.247-25' },
      'documento',
      '52998224725',
    ],
    [
      'clients',
      { nome: 'Agro Cerrado', documento: '11.222.333/0001-81' },
      'documento',
      '11222333000181',
    ],
    ['clients', { nome: 'Sem documento', documento: '' }, 'documento', null],
    ['clients', { nome: '  José  ', email: ' JOSE@FAZENDA.COM ' }, 'email', 'jose@fazenda.com'],
    [
      'aircraft',
      { ...airTractor, prefixo: 'prabc', capacidade_hopper_l: 1892 },
      'prefixo',
      'PR-ABC',
    ],
    [
      'services',
      { nome: 'Aplicação líquida', unidade_preco: 'ha', preco_cents: 4000 },
      'preco_cents',
      4000,
    ],
  ] as const)('%s accepts %j', (kind, input, field, stored) => {
    const result = registerInputs[kind].safeParse(input);
    expect(result.success).toBe(true);
    expect((result.data as Record<string, unknown>)[field]).toEqual(stored);
  });

  it.each([
    ['clients', { nome: '' }, 'nome', 'Nome é obrigatório.'],
    [
      'clients',
      { nome: 'X', documento: '529.982.247-26' },
      'documento',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
    [
      'clients',
      { nome: 'X', documento: '11.222.333/0001-80' },
      'documento',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
    ['clients', { nome: 'X', email: 'jose@' }, 'email', 'E-mail inválido.'],
    ['clients', { nome: 'X', uf: 'XX' }, 'uf', 'UF inválida.'],
    ['properties', { ...sede, area_ha: -10 }, 'area_ha', 'Área total deve ser maior que zero.'],
    ['properties', { ...sede, latitude: -95 }, 'latitude', 'Latitude deve estar entre -90 e 90.'],
    [
      'properties',
      { ...sede, longitude: 190 },
      'longitude',
      'Longitude deve estar entre -180 e 180.',
    ],
    ['properties', { ...sede, client_id: 'abc' }, 'client_id', 'Selecione o cliente.'],
    [
      'aircraft',
      { ...airTractor, capacidade_hopper_l: 0 },
      'capacidade_hopper_l',
      'Capacidade do hopper deve ser maior que zero.',
    ],
    [
      'aircraft',
      { ...airTractor, ca_validade: '2026-02-30' },
      'ca_validade',
      'Validade do CA: informe uma data válida (dd/mm/aaaa).',
    ],
    ['pilots', { nome: 'Carlos', canac: '12345' }, 'canac', 'CANAC deve ter 6 dígitos.'],
    [
      'pilots',
      { nome: 'Carlos', cpf: '11222333000181' },
      'cpf',
      'CPF inválido: confira os dígitos.',
    ],
    [
      'technicians',
      { tipo: 'agronomo', nome: 'Ana' },
      'crea',
      'CREA é obrigatório para engenheiro agrônomo.',
    ],
    [
      'products',
      { nome_comercial: 'Glifosato 480', classe: 'herbicida', unidade: 'galão' },
      'unidade',
      'Selecione a unidade.',
    ],
    [
      'services',
      { nome: 'Semeadura', unidade_preco: 'ha', preco_cents: -1 },
      'preco_cents',
      'Preço padrão não pode ser negativo.',
    ],
  ] as const)('%s refuses %j: %s', (kind, input, path, message) => {
    expect(firstIssue(registerInputs[kind].safeParse(input))).toEqual({ path, message });
  });

  it('lets a técnico executor go without CREA', () => {
    expect(registerInputs.technicians.safeParse({ tipo: 'tecnico', nome: 'João' }).success).toBe(
      true,
    );
  });
});

describe('a property with a boundary', () => {
  // A 0,01° square in Sorriso (MT), 120,23 ha.
  const boundary = square(-55.73, -12.55);
  it('takes its area from the polygon and its reference point from the centroid', () => {
    const parsed = registerInputs.properties.parse({ ...sede, area_ha: 999, boundary });
    expect(parsed).toMatchObject({ area_ha: 120.23, latitude: -12.545, longitude: -55.725 });
  });
  it('keeps a reference point that was typed', () => {
    const parsed = registerInputs.properties.parse({
      ...sede,
      latitude: -12.5,
      longitude: -55.7,
      boundary,
    });
    expect(parsed).toMatchObject({ latitude: -12.5, longitude: -55.7 });
  });
  it('refuses an open ring', () => {
    const result = registerInputs.properties.safeParse({
      ...sede,
      boundary: { type: 'Polygon', coordinates: [boundary.coordinates[0]!.slice(0, 4)] },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['boundary'],
      message: 'O contorno precisa ser fechado (o último vértice igual ao primeiro).',
    });
  });
});
