import { describe, expect, it } from 'vitest';
import {
  completeDroneOperation,
  completeOperation,
  concludedPlaneAndDrone,
} from '../../test-support/sample-company.ts';
import { buildMonthlyReport } from '../mapa/model-in-2-2008.ts';
import { missingForConclusion } from './completeness.ts';
import { reportRuleSet, ruleSetOf, withoutDroneHorimetro } from './rule-set.ts';
import { crewLines, flightLines, reportHeading, signatureLines } from './rule-set-report.ts';

describe('the rule set of an operation, by its aircraft kind (issue 40)', () => {
  it.each([
    // An aeroplane's application: IN MAPA nº 2/2008, Art. 9 and Anexo I.
    ['aviao', 'in-2-2008'],
    // A remotely piloted aircraft's: Portaria MAPA nº 298/2021, art. 1º (ARP applying agrotóxicos,
    // fertilizantes, sementes...).
    ['drone', 'portaria-298-2021'],
    // No aircraft chosen yet: the report still lacks it; IN MAPA nº 2/2008, as before drones.
    [null, 'in-2-2008'],
    [undefined, 'in-2-2008'],
  ] as const)('%s follows %s', (kind, ruleSet) => {
    expect(reportRuleSet(kind)).toBe(ruleSet);
  });

  it('reads a report frozen before drones, which records none, as IN MAPA nº 2/2008', () => {
    const { regra: _none, ...frozenBefore } = completeOperation();
    expect(ruleSetOf(frozenBefore)).toBe('in-2-2008');
    expect(ruleSetOf(completeDroneOperation())).toBe('portaria-298-2021');
  });
});

describe('the horímetro an operation keeps, by its aircraft kind (issue 40)', () => {
  const typed = { horimetro_inicio: 1520.3, horimetro_fim: 1522.1, tempo_voo_min: 42 };
  it.each([
    // IN MAPA nº 2/2008, Anexo I, item 8: an aeroplane's report reads its horímetro.
    ['aviao', typed],
    [null, typed],
    // A drone has none: Portaria MAPA nº 298/2021 reads its flight time and battery cycles.
    ['drone', { horimetro_inicio: null, horimetro_fim: null, tempo_voo_min: 42 }],
  ] as const)('%s keeps %o', (kind, kept) => {
    expect(withoutDroneHorimetro(kind, typed)).toEqual(kept);
  });
});

describe('what concluding a drone operation needs (Portaria MAPA nº 298/2021)', () => {
  it('needs nothing more from a complete drone operation: no horímetro, no técnico executor', () => {
    expect(missingForConclusion(completeDroneOperation())).toEqual([]);
  });

  // Each change empties one thing the Portaria asks: the missing list names exactly it.
  const emptied: Record<string, (d: ReturnType<typeof completeDroneOperation>) => void> = {
    // The operator of ARP is registered in MAPA as such, not as an aviation company.
    'empresa.registro_mapa_arp': (d) => (d.company.registro_mapa_arp = null),
    // Art. 2º, III-IV: the aplicador aeroagrícola remoto is the one approved in a CAAR.
    'piloto.caar_certificado': (d) => (d.piloto!.caar_certificado = null),
    tempo_voo_min: (d) => (d.operation.tempo_voo_min = null),
    ciclos_bateria: (d) => (d.operation.ciclos_bateria = null),
    // Height, swath and nozzles stay, as for an aeroplane.
    altura_voo_m: (d) => (d.operation.altura_voo_m = null),
    largura_faixa_m: (d) => (d.operation.largura_faixa_m = null),
    agronomist_id: (d) => (d.agronomo = null),
  };
  it.each(Object.keys(emptied))('lists %s when it is missing', (field) => {
    const drone = completeDroneOperation();
    emptied[field]!(drone);
    expect(missingForConclusion(drone).map((item) => item.field)).toEqual([field]);
  });

  it("does not ask a drone for the aviation company's registration, nor an aeroplane for the ARP one", () => {
    const drone = completeDroneOperation();
    drone.company.registro_mapa = null;
    expect(missingForConclusion(drone)).toEqual([]);
    const plane = completeOperation();
    expect(plane.company.registro_mapa_arp).toBeUndefined();
    expect(missingForConclusion(plane)).toEqual([]);
  });

  it('takes zero battery cycles (a flight on batteries charged before) as recorded', () => {
    const data = completeDroneOperation();
    data.operation.ciclos_bateria = 0;
    expect(missingForConclusion(data)).toEqual([]);
  });
});

describe('the report as its rule set prints it', () => {
  it("prints a drone's flight time and battery cycles, and an aeroplane's horímetro", () => {
    const drone = flightLines(completeDroneOperation());
    expect(drone.title).toBe('Horários, tempo de voo e baterias');
    expect(drone.lines.slice(-2)).toEqual([
      ['Tempo de voo', '42 min'],
      ['Ciclos de bateria', '6'],
    ]);
    const plane = flightLines(completeOperation());
    // 1.522,1 h − 1.520,3 h = 1,8 h
    expect(plane.lines.slice(-1)).toEqual([['Horas de voo', '1,8 h']]);
  });

  it("names the drone's SISANT registration, the pilot's CAAR and the ARP operator's MAPA registration", () => {
    const drone = completeDroneOperation();
    expect(reportHeading(drone).basis).toBe('Portaria MAPA nº 298/2021');
    expect(crewLines(drone)).toEqual([
      ['Registro MAPA do operador de ARP', 'MT-ARP-0042'],
      ['Aeronave remotamente pilotada', 'DJI Agras T50 · registro ANAC PP-123456789'],
      ['Número de série', '1581F5FJD23A0042'],
      ['Capacidade do tanque', '40 L'],
      ['Baterias', '4'],
      ['Piloto remoto (aplicador)', 'Rafaela Drone · registro ANAC ANAC-RPA-20431'],
      ['CAAR', 'CAAR-2025-0118 · válido até 30/06/2029'],
      ['Engenheiro agrônomo', 'Ana Souza · CREA MT-12345/D'],
    ]);
    expect(signatureLines(drone).map(([role]) => role)).toEqual([
      'Piloto remoto (aplicador)',
      'Engenheiro agrônomo (CREA)',
    ]);
    expect(reportHeading(completeOperation()).basis).toBe(
      'Instrução Normativa MAPA nº 2/2008, Anexo I',
    );
  });
});

describe('the monthly MAPA report with drones (Portaria MAPA nº 298/2021)', () => {
  it('reports a drone application beside an aeroplane one, its aircraft marked ARP', () => {
    const [plane, drone] = concludedPlaneAndDrone();
    const report = buildMonthlyReport({
      company: drone.company,
      year: 2026,
      month: 11,
      operations: [plane, drone],
    });
    expect(report.pending).toEqual([]);
    expect(report.states[0]!.rows.map((row) => [row.numero, row.aeronave])).toEqual([
      ['2026/0001', 'PR-AGV'],
      ['2026/0002', 'PP-123456789 (ARP)'],
    ]);
    // 120,5 ha by the Air Tractor + 18 ha by the Agras = 138,5 ha in MT
    expect(report.totals).toEqual({ operations: 2, area_ha: 138.5 });
  });
});
