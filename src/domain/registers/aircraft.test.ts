import { describe, expect, it } from 'vitest';
import { firstIssue, issueMessages } from '../../test-support/issues.ts';
import {
  normalizeAircraftPrefix,
  PREFIX_INVALID,
  registrationProblem,
  SISANT_INVALID,
  SISANT_RECREATIONAL,
} from './aircraft.ts';
import { registerInputs } from './contracts.ts';

const agras = {
  tipo: 'drone',
  prefixo: 'PP-123456789',
  fabricante: 'DJI',
  modelo: 'Agras T50',
  numero_serie: '1581F5FJD23A',
};

describe('registration of each kind of aircraft (decision 042)', () => {
  it.each([
    ['ps 123 456 789', 'PS-123456789'],
    ['pp123456789', 'PP-123456789'],
    ['PP-123456789', 'PP-123456789'],
    ['pr abc', 'PR-ABC'],
    ['PP-12345678', 'PP-12345678'],
  ])('%j is written %s', (typed, written) => {
    expect(normalizeAircraftPrefix(typed)).toBe(written);
  });

  it.each([
    // An aeroplane: the RAB mark, P[PRSTU]- and three letters, as before drones.
    ['aviao', 'PR-ABC', null],
    ['aviao', 'PU-XYZ', null],
    ['aviao', 'PP-123456789', PREFIX_INVALID],
    ['aviao', 'PA-ABC', PREFIX_INVALID],
    // A drone: SISANT's identification, PP- (use other than recreation) or PS- (advanced drone
    // with a CAER, RBAC-E nº 94) and the nine digits chosen at registration...
    ['drone', 'PP-123456789', null],
    ['drone', 'PS-000000001', null],
    // ...or a mark of the RAB, when the drone was matriculated there.
    ['drone', 'PR-ABC', null],
    // The recreational registration (aeromodelo) does not cover an application for hire.
    ['drone', 'PR-123456789', SISANT_RECREATIONAL],
    ['drone', 'PP-12345678', SISANT_INVALID],
    ['drone', 'PT-1234567890', SISANT_INVALID],
    ['drone', 'XX-123456789', SISANT_INVALID],
    ['drone', '', SISANT_INVALID],
  ] as const)('%s %j: %j', (kind, registration, problem) => {
    expect(registrationProblem(kind, registration)).toBe(problem);
  });
});

describe('the aircraft form by kind', () => {
  it('takes a drone with its SISANT number, serial, tank and batteries', () => {
    const parsed = registerInputs.aircraft.parse({
      ...agras,
      prefixo: 'pp 123456789',
      capacidade_hopper_l: '40',
      baterias: '4',
      sisant_validade: '2028-03-01',
    });
    expect(parsed).toMatchObject({
      tipo: 'drone',
      prefixo: 'PP-123456789',
      numero_serie: '1581F5FJD23A',
      capacidade_hopper_l: 40,
      baterias: 4,
      sisant_validade: '2028-03-01',
    });
  });

  it('keeps an aircraft with no kind an avião under the rules it always had', () => {
    const parsed = registerInputs.aircraft.parse({
      prefixo: 'PR-ABC',
      fabricante: 'Air Tractor',
      modelo: 'AT-502B',
    });
    expect(parsed.tipo).toBe('aviao');
  });

  it.each([
    [{ ...agras, prefixo: 'PR-123456789' }, 'prefixo', SISANT_RECREATIONAL],
    [{ ...agras, numero_serie: ' ' }, 'numero_serie', 'Número de série é obrigatório.'],
    [{ ...agras, baterias: '0' }, 'baterias', 'Quantidade de baterias deve ser a partir de 1.'],
    [{ ...agras, tipo: 'helicoptero' }, 'tipo', 'Selecione o tipo de aeronave.'],
  ])('refuses %j naming %s', (input, field, message) => {
    expect(issueMessages(registerInputs.aircraft.safeParse(input))[field]).toBe(message);
  });

  it("empties the other kind's fields: a drone keeps no horímetro nor CA, an avião no batteries", () => {
    const drone = registerInputs.aircraft.parse({
      ...agras,
      horimetro_atual: '1200',
      ca_validade: '2027-01-01',
    });
    expect([drone.horimetro_atual, drone.ca_validade]).toEqual([null, null]);
    const plane = registerInputs.aircraft.parse({
      prefixo: 'PR-ABC',
      fabricante: 'Air Tractor',
      modelo: 'AT-502B',
      numero_serie: 'X1',
      baterias: '4',
    });
    expect([plane.numero_serie, plane.baterias]).toEqual([null, null]);
  });
});

describe('the pilot form by kind', () => {
  it("keeps a drone pilot's ANAC registration and CAAR, never an aeroplane's CANAC", () => {
    const parsed = registerInputs.pilots.parse({
      tipo: 'drone',
      nome: 'Ana Remota',
      canac: '123456',
      registro_arp: 'PRR-0001',
      caar_certificado: 'CAAR-2025-118',
      caar_validade: '2028-06-30',
    });
    expect(parsed).toMatchObject({
      tipo: 'drone',
      canac: null,
      registro_arp: 'PRR-0001',
      caar_certificado: 'CAAR-2025-118',
      caar_validade: '2028-06-30',
    });
  });

  it("keeps an aeroplane pilot's CAVAG and no CAAR", () => {
    const parsed = registerInputs.pilots.parse({
      nome: 'Carlos',
      canac: '123456',
      cavag_validade: '2027-05-01',
      caar_certificado: 'CAAR-1',
    });
    expect(parsed).toMatchObject({
      tipo: 'aviao',
      canac: '123456',
      cavag_validade: '2027-05-01',
      caar_certificado: null,
    });
  });

  it('names the field of a bad expiry date', () => {
    const result = registerInputs.pilots.safeParse({
      tipo: 'drone',
      nome: 'Ana',
      caar_validade: '31/02/2027',
    });
    expect(firstIssue(result)?.path).toBe('caar_validade');
  });
});
