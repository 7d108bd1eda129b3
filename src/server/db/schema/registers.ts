import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PRODUCT_CLASSES,
  PRODUCT_UNITS,
  SERVICE_PRICE_UNITS,
  TECHNICIAN_KINDS,
  TOXICOLOGICAL_CLASSES,
  UFS,
} from '../../../domain/registers/values.ts';
import { users } from './auth.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const uf = pgEnum('uf', UFS);
export const technicianKind = pgEnum('technician_kind', TECHNICIAN_KINDS);
export const productClass = pgEnum('product_class', PRODUCT_CLASSES);
export const toxicologicalClass = pgEnum('toxicological_class', TOXICOLOGICAL_CLASSES);
export const productUnit = pgEnum('product_unit', PRODUCT_UNITS);
export const servicePriceUnit = pgEnum('service_price_unit', SERVICE_PRICE_UNITS);

/** Columns every register row has: its company, and an archive mark instead of deletion. */
const registerColumns = () => ({
  id: id(),
  company_id: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  archived_at: at('archived_at'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
const hectares = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Contratantes (DESIGN §5 'Clientes'). */
export const clients = pgTable(
  'clients',
  {
    ...registerColumns(),
    nome: text('nome').notNull(),
    documento: text('documento'),
    inscricao_estadual: text('inscricao_estadual'),
    email: text('email'),
    telefone: text('telefone'),
    endereco: text('endereco'),
    municipio: text('municipio'),
    uf: uf('uf'),
    observacoes: text('observacoes'),
  },
  (t) => [
    index('clients_company_id_idx').on(t.company_id, t.nome),
    uniqueIndex('clients_company_documento_unique').on(t.company_id, t.documento),
  ],
);

/** Fazendas of a client, with the reference point and the optional boundary (GeoJSON). */
export const properties = pgTable(
  'properties',
  {
    ...registerColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    municipio: text('municipio').notNull(),
    uf: uf('uf').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    area_ha: hectares('area_ha'),
    boundary: jsonb('boundary'),
    car: text('car'),
    caracteristicas_sensiveis: text('caracteristicas_sensiveis'),
  },
  (t) => [
    index('properties_company_id_idx').on(t.company_id, t.nome),
    index('properties_client_id_idx').on(t.client_id),
    check('properties_area_positive', sql`${t.area_ha} IS NULL OR ${t.area_ha} > 0`),
    check('properties_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('properties_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const aircraft = pgTable(
  'aircraft',
  {
    ...registerColumns(),
    prefixo: text('prefixo').notNull(),
    fabricante: text('fabricante').notNull(),
    modelo: text('modelo').notNull(),
    ano: integer('ano'),
    capacidade_hopper_l: numeric('capacidade_hopper_l', { precision: 8, scale: 0, mode: 'number' }),
    largura_faixa_m: numeric('largura_faixa_m', { precision: 5, scale: 1, mode: 'number' }),
    horimetro_atual: numeric('horimetro_atual', { precision: 9, scale: 1, mode: 'number' }),
    ca_validade: date('ca_validade', { mode: 'string' }),
    cva_validade: date('cva_validade', { mode: 'string' }),
    seguro_validade: date('seguro_validade', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('aircraft_company_prefixo_unique').on(t.company_id, t.prefixo),
    check(
      'aircraft_hopper_positive',
      sql`${t.capacidade_hopper_l} IS NULL OR ${t.capacidade_hopper_l} > 0`,
    ),
    check('aircraft_swath_positive', sql`${t.largura_faixa_m} IS NULL OR ${t.largura_faixa_m} > 0`),
  ],
);

export const pilots = pgTable(
  'pilots',
  {
    ...registerColumns(),
    nome: text('nome').notNull(),
    cpf: text('cpf'),
    canac: text('canac'),
    licenca: text('licenca'),
    cma_validade: date('cma_validade', { mode: 'string' }),
    habilitacao_agricola_validade: date('habilitacao_agricola_validade', { mode: 'string' }),
    /** The pilot's login, when the pilot uses the app (a member with the pilot role). */
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pilots_company_id_idx').on(t.company_id, t.nome),
    uniqueIndex('pilots_company_user_unique').on(t.company_id, t.user_id),
  ],
);

/** Engenheiros agrônomos (CREA) and técnicos agrícolas executores. */
export const technicians = pgTable(
  'technicians',
  {
    ...registerColumns(),
    tipo: technicianKind('tipo').notNull(),
    nome: text('nome').notNull(),
    cpf: text('cpf'),
    crea: text('crea'),
    email: text('email'),
    telefone: text('telefone'),
  },
  (t) => [index('technicians_company_id_idx').on(t.company_id, t.nome)],
);

export const products = pgTable(
  'products',
  {
    ...registerColumns(),
    nome_comercial: text('nome_comercial').notNull(),
    ingrediente_ativo: text('ingrediente_ativo'),
    fabricante: text('fabricante'),
    registro_mapa: text('registro_mapa'),
    classe: productClass('classe').notNull(),
    classe_toxicologica: toxicologicalClass('classe_toxicologica'),
    formulacao: text('formulacao'),
    unidade: productUnit('unidade').notNull(),
  },
  (t) => [index('products_company_id_idx').on(t.company_id, t.nome_comercial)],
);

export const crops = pgTable(
  'crops',
  { ...registerColumns(), nome: text('nome').notNull() },
  (t) => [uniqueIndex('crops_company_nome_unique').on(t.company_id, sql`lower(${t.nome})`)],
);

export const services = pgTable(
  'services',
  {
    ...registerColumns(),
    nome: text('nome').notNull(),
    unidade_preco: servicePriceUnit('unidade_preco').notNull().default('ha'),
    preco_cents: integer('preco_cents'),
  },
  (t) => [
    uniqueIndex('services_company_nome_unique').on(t.company_id, sql`lower(${t.nome})`),
    check('services_price_non_negative', sql`${t.preco_cents} IS NULL OR ${t.preco_cents} >= 0`),
  ],
);
