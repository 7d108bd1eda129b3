import type { OperationReportData } from '../domain/operations/report-data.ts';

/** The flight of the sample operation: times, area, application, weather and horímetro. */
const SAMPLE_FLIGHT = {
  hora_inicio: '06:10',
  hora_fim: '08:40',
  area_ha: 120.5,
  volume_calda: 15,
  altura_voo_m: 3.5,
  largura_faixa_m: 18,
  bico_tipo: 'Atomizador rotativo',
  temperatura_inicio: 22,
  temperatura_fim: 27,
  umidade_inicio: 78,
  umidade_fim: 61,
  vento_inicio: 5,
  vento_fim: 8,
  vento_direcao_inicio: 'NE',
  vento_direcao_fim: 'L',
  horimetro_inicio: 1520.3,
  horimetro_fim: 1522.1,
} as const;

/** A complete operation as the report reads it: soja in Sorriso-MT, Air Tractor AT-502B. */
export function completeOperation(): OperationReportData {
  return {
    regra: 'in-2-2008',
    company: {
      company_name: 'Aero Sul Aviação Agrícola',
      cnpj: '11222333000181',
      registro_mapa: 'MT-00123',
      endereco: 'Rodovia BR-163, km 740',
      municipio: 'Sorriso',
      uf: 'MT',
    },
    operation: {
      id: '5f0c8a40-0000-4000-8000-000000000001',
      numero: '2026/0001',
      status: 'em_andamento',
      data: '2026-11-10',
      ...SAMPLE_FLIGHT,
      unidade_volume: 'L/ha',
      bico_modelo: 'Micronair AU5000',
      bico_angulo: null,
      adjuvante_tipo: 'Óleo mineral',
      adjuvante_quantidade: '0,5 L/ha',
      obstaculos: 'Linha de transmissão na divisa norte',
      observacoes: null,
      clima_alertas: [],
    },
    contratante: {
      nome: 'Agropecuária Boa Vista',
      documento: '11222333000181',
      endereco: 'Sorriso/MT',
    },
    propriedade: {
      nome: 'Fazenda Santa Rita',
      municipio: 'Sorriso',
      uf: 'MT',
      latitude: -12.5432,
      longitude: -55.7211,
      area_ha: 500,
      boundary: null,
      car: null,
      caracteristicas_sensiveis: null,
    },
    servico: { nome: 'Aplicação líquida' },
    cultura: { nome: 'Soja' },
    produtos: [
      {
        nome_comercial: 'Fox Xpro',
        ingrediente_ativo: 'Bixafem + Protioconazol + Trifloxistrobina',
        formulacao: 'SC',
        classe: 'fungicida',
        classe_toxicologica: '4',
        registro_mapa: '17718',
        unidade: 'L',
        dose_por_ha: 0.5,
        quantidade_total: 60.25,
        receituario_numero: 'RA-2026-0456',
        receituario_data: '2026-11-08',
      },
    ],
    aeronave: { prefixo: 'PR-AGV', fabricante: 'Air Tractor', modelo: 'AT-502B' },
    piloto: { nome: 'Carlos Mendes', canac: '123456', cpf: null },
    agronomo: { nome: 'Ana Souza', crea: 'MT-12345/D' },
    tecnico: { nome: 'João Lima', cpf: null },
  };
}

/**
 * The same application flown by a DJI Agras T50 under Portaria MAPA nº 298/2021 (issue 40): the
 * company's ARP registration, the drone's SISANT number, the pilot's CAAR, no técnico executor,
 * flight time and battery cycles in place of the horímetro.
 */
export function completeDroneOperation(): OperationReportData {
  const plane = completeOperation();
  const { horimetro_inicio: _start, horimetro_fim: _end, ...flight } = plane.operation;
  return {
    ...plane,
    regra: 'portaria-298-2021',
    company: { ...plane.company, registro_mapa_arp: 'MT-ARP-0042' },
    operation: {
      ...flight,
      horimetro_inicio: null,
      horimetro_fim: null,
      area_ha: 18,
      altura_voo_m: 3,
      largura_faixa_m: 9,
      bico_tipo: 'Atomizador centrífugo',
      tempo_voo_min: 42,
      ciclos_bateria: 6,
    },
    aeronave: { ...SAMPLE_DRONE.aircraft, capacidade_tanque_l: 40, baterias: 4 },
    piloto: {
      nome: SAMPLE_DRONE.pilot.nome,
      canac: null,
      cpf: null,
      registro_arp: SAMPLE_DRONE.pilot.registro_arp,
      caar_certificado: SAMPLE_DRONE.pilot.caar_certificado,
      caar_validade: SAMPLE_DRONE.pilot.caar_validade,
    },
    tecnico: null,
  };
}

/** The drone and its pilot as the API receives them. */
export const SAMPLE_DRONE = {
  aircraft: {
    tipo: 'drone',
    prefixo: 'PP-123456789',
    fabricante: 'DJI',
    modelo: 'Agras T50',
    numero_serie: '1581F5FJD23A0042',
  },
  pilot: {
    tipo: 'drone',
    nome: 'Rafaela Drone',
    registro_arp: 'ANAC-RPA-20431',
    caar_certificado: 'CAAR-2025-0118',
    caar_validade: '2029-06-30',
  },
} as const;

/**
 * The same company's registers as the API receives them, in the order they depend on each other
 * (server tests and browser journeys create them through the API).
 */
export const SAMPLE_REGISTERS = {
  client: { nome: 'Agropecuária Boa Vista', uf: 'MT' },
  /** Needs `client_id`. */
  property: {
    nome: 'Fazenda Santa Rita',
    municipio: 'Sorriso',
    uf: 'MT',
    area_ha: 500,
    latitude: -12.5432,
    longitude: -55.7211,
  },
  aircraft: {
    prefixo: 'PR-AGV',
    fabricante: 'Air Tractor',
    modelo: 'AT-502B',
    capacidade_hopper_l: 1892,
    horimetro_atual: 1500,
  },
  pilot: { nome: 'Carlos Mendes', canac: '123456' },
  agronomist: { tipo: 'agronomo', nome: 'Ana Souza', crea: 'MT-12345/D' },
  technician: { tipo: 'tecnico', nome: 'João Lima' },
  product: { nome_comercial: 'Fox Xpro', classe: 'fungicida', unidade: 'L', formulacao: 'SC' },
} as const;

export type SampleIds = Record<keyof typeof SAMPLE_REGISTERS | 'crop' | 'service', string>;

/** The complete operation of `completeOperation()` as the form sends it, on `data`. */
export function completeOperationInput(ids: SampleIds, data = '2026-11-10') {
  return {
    client_id: ids.client,
    property_id: ids.property,
    service_id: ids.service,
    crop_id: ids.crop,
    data,
    ...SAMPLE_FLIGHT,
    aircraft_id: ids.aircraft,
    pilot_id: ids.pilot,
    agronomist_id: ids.agronomist,
    technician_id: ids.technician,
    products: [
      {
        product_id: ids.product,
        dose_por_ha: 0.5,
        receituario_numero: 'RA-2026-0456',
        // Two days before the application, or on its day when that is earlier: a receituário
        // is never dated after the application it prescribes.
        receituario_data: data < '2026-11-08' ? data : '2026-11-08',
      },
    ],
  };
}

/** An aeroplane's and a drone's applications concluded in November 2026, both in Sorriso/MT. */
export function concludedPlaneAndDrone(): [OperationReportData, OperationReportData] {
  const plane = completeOperation();
  plane.operation.status = 'concluida';
  const drone = completeDroneOperation();
  drone.operation.status = 'concluida';
  drone.operation.id = '5f0c8a40-0000-4000-8000-000000000002';
  drone.operation.numero = '2026/0002';
  return [plane, drone];
}
