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
export const REGISTER_KINDS = [
  'clients',
  'properties',
  'aircraft',
  'pilots',
  'technicians',
  'products',
  'crops',
  'services',
] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

export const REGISTER_LABELS: Record<RegisterKind, { plural: string; singular: string }> = {
  clients: { plural: 'Clientes', singular: 'Cliente' },
  properties: { plural: 'Propriedades', singular: 'Propriedade' },
  aircraft: { plural: 'Aeronaves', singular: 'Aeronave' },
  pilots: { plural: 'Pilotos', singular: 'Piloto' },
  technicians: { plural: 'Responsáveis técnicos', singular: 'Responsável técnico' },
  products: { plural: 'Produtos', singular: 'Produto' },
  crops: { plural: 'Culturas', singular: 'Cultura' },
  services: { plural: 'Serviços', singular: 'Serviço' },
};

export const TECHNICIAN_KINDS = ['agronomo', 'tecnico'] as const;
export const TECHNICIAN_KIND_LABELS: Record<(typeof TECHNICIAN_KINDS)[number], string> = {
  agronomo: 'Engenheiro agrônomo',
  tecnico: 'Técnico agrícola executor',
};

export const PRODUCT_CLASSES = [
  'herbicida',
  'inseticida',
  'fungicida',
  'acaricida',
  'fertilizante',
  'adjuvante',
  'semente',
  'biologico',
  'outro',
] as const;
export const PRODUCT_CLASS_LABELS: Record<(typeof PRODUCT_CLASSES)[number], string> = {
  herbicida: 'Herbicida',
  inseticida: 'Inseticida',
  fungicida: 'Fungicida',
  acaricida: 'Acaricida',
  fertilizante: 'Fertilizante',
  adjuvante: 'Adjuvante',
  semente: 'Semente',
  biologico: 'Biológico',
  outro: 'Outro',
};

/** Toxicological classes of RDC Anvisa 294/2019 (GHS categories), plus the unclassified. */
export const TOXICOLOGICAL_CLASSES = ['1', '2', '3', '4', '5', 'nao_classificado'] as const;
export const TOXICOLOGICAL_CLASS_LABELS: Record<(typeof TOXICOLOGICAL_CLASSES)[number], string> = {
  '1': 'Categoria 1 – Extremamente tóxico',
  '2': 'Categoria 2 – Altamente tóxico',
  '3': 'Categoria 3 – Moderadamente tóxico',
  '4': 'Categoria 4 – Pouco tóxico',
  '5': 'Categoria 5 – Improvável de causar dano agudo',
  nao_classificado: 'Não classificado',
};

export const PRODUCT_UNITS = ['L', 'kg'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** A service is priced per hectare applied or per flight hour. */
export const SERVICE_PRICE_UNITS = ['ha', 'hora'] as const;
export const SERVICE_PRICE_UNIT_LABELS: Record<(typeof SERVICE_PRICE_UNITS)[number], string> = {
  ha: 'por hectare',
  hora: 'por hora de voo',
};

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
