import { labelled } from '../labelled.ts';

/** The 27 federative units, for addresses and the MAPA report grouped by UF. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** The registers of `/cadastros`, one tab each (DESIGN §5), in the order of the tabs. */
export const { values: REGISTER_KINDS, labels: REGISTER_LABELS } = labelled({
  clients: { plural: 'Clientes', singular: 'Cliente' },
  properties: { plural: 'Propriedades', singular: 'Propriedade' },
  aircraft: { plural: 'Aeronaves', singular: 'Aeronave' },
  pilots: { plural: 'Pilotos', singular: 'Piloto' },
  technicians: { plural: 'Responsáveis técnicos', singular: 'Responsável técnico' },
  products: { plural: 'Produtos', singular: 'Produto' },
  crops: { plural: 'Culturas', singular: 'Cultura' },
  services: { plural: 'Serviços', singular: 'Serviço' },
});
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/**
 * The two kinds of aircraft (issue 40): an aeroplane under IN MAPA nº 2/2008, or a remotely
 * piloted aircraft (drone, ARP) under Portaria MAPA nº 298/2021. Pilots have the same kinds.
 */
export const { values: AIRCRAFT_KINDS, labels: AIRCRAFT_KIND_LABELS } = labelled({
  aviao: 'Avião',
  drone: 'Drone (ARP)',
});
export type AircraftKind = (typeof AIRCRAFT_KINDS)[number];

export const { values: TECHNICIAN_KINDS, labels: TECHNICIAN_KIND_LABELS } = labelled({
  agronomo: 'Engenheiro agrônomo',
  tecnico: 'Técnico agrícola executor',
});

export const { values: PRODUCT_CLASSES, labels: PRODUCT_CLASS_LABELS } = labelled({
  herbicida: 'Herbicida',
  inseticida: 'Inseticida',
  fungicida: 'Fungicida',
  acaricida: 'Acaricida',
  fertilizante: 'Fertilizante',
  adjuvante: 'Adjuvante',
  semente: 'Semente',
  biologico: 'Biológico',
  outro: 'Outro',
});

/** Toxicological classes of RDC Anvisa 294/2019 (GHS categories), plus the unclassified. */
export const { values: TOXICOLOGICAL_CLASSES, labels: TOXICOLOGICAL_CLASS_LABELS } = labelled({
  '1': 'Categoria 1 – Extremamente tóxico',
  '2': 'Categoria 2 – Altamente tóxico',
  '3': 'Categoria 3 – Moderadamente tóxico',
  '4': 'Categoria 4 – Pouco tóxico',
  '5': 'Categoria 5 – Improvável de causar dano agudo',
  nao_classificado: 'Não classificado',
});

export const PRODUCT_UNITS = ['L', 'kg'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** A service is priced per hectare applied or per flight hour. */
export const { values: SERVICE_PRICE_UNITS, labels: SERVICE_PRICE_UNIT_LABELS } = labelled({
  ha: 'por hectare',
  hora: 'por hora de voo',
});

/** Crops a new company starts with (editable afterwards). */
export const DEFAULT_CROPS = [
  'Soja',
  'Milho',
  'Algodão',
  'Cana-de-açúcar',
  'Arroz',
  'Feijão',
  'Trigo',
  'Café',
  'Citros',
  'Eucalipto',
  'Pastagem',
  'Banana',
] as const;

/** Service types a new company starts with, with a default price (centavos). */
export const DEFAULT_SERVICES = [
  { nome: 'Aplicação líquida', unidade_preco: 'ha', preco_cents: 4000 },
  { nome: 'Aplicação sólida', unidade_preco: 'ha', preco_cents: 4500 },
  { nome: 'Semeadura', unidade_preco: 'ha', preco_cents: 5000 },
  { nome: 'Fertilização', unidade_preco: 'ha', preco_cents: 4200 },
  { nome: 'Combate a incêndio', unidade_preco: 'hora', preco_cents: 450000 },
] as const;

/** Rows per page of every register list. */
export const REGISTER_PAGE_SIZE = 20;

/** Rows a picker lists at most (active rows, by name). */
export const REGISTER_OPTIONS_LIMIT = 2000;
