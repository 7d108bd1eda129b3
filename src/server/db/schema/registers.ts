import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { at, cents, day, decimal, indexOn, registerId, timestamps } from './columns.ts';
import { companyRow } from './companies.ts';
import {
  aircraftKind,
  paymentTerms,
  productClass,
  productUnit,
  servicePriceUnit,
  technicianKind,
  toxicologicalClass,
  uf,
} from './enums.ts';

/** Columns every register row has: its company, and an archive mark instead of deletion. */
const registerColumns = () => ({
  ...companyRow(),
  archived_at: at('archived_at'),
  ...timestamps(),
});
/** The names of the columns every register row has. */
export type RegisterColumn = keyof ReturnType<typeof registerColumns>;

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
    /** When the client pays: sets the due date of a concluded operation's receivable. */
    condicao_pagamento: paymentTerms('condicao_pagamento').notNull().default('a_vista'),
    /** The fixed due date of the terms `data_fixa`. */
    vencimento_fixo: day('vencimento_fixo'),
  },
  (t) => [
    indexOn(t.company_id, t.nome),
    uniqueIndex('clients_company_documento_unique').on(t.company_id, t.documento),
  ],
);

/** Fazendas of a client, with the reference point and the optional boundary (GeoJSON). */
export const properties = pgTable(
  'properties',
  {
    ...registerColumns(),
    client_id: registerId('client_id', () => clients.id).notNull(),
    nome: text('nome').notNull(),
    municipio: text('municipio').notNull(),
    uf: uf('uf').notNull(),
    latitude: decimal('latitude', 9, 6),
    longitude: decimal('longitude', 9, 6),
    area_ha: decimal('area_ha', 12, 2),
    boundary: jsonb('boundary'),
    car: text('car'),
    caracteristicas_sensiveis: text('caracteristicas_sensiveis'),
  },
  (t) => [
    indexOn(t.company_id, t.nome),
    indexOn(t.client_id),
    check('properties_area_positive', sql`${t.area_ha} IS NULL OR ${t.area_ha} > 0`),
    check('properties_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('properties_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const aircraft = pgTable(
  'aircraft',
  {
    ...registerColumns(),
    /** Avião or drone (issue 40): which fields apply and which report rule set it flies under. */
    tipo: aircraftKind('tipo').notNull().default('aviao'),
    /** An aeroplane's RAB mark; a drone's ANAC registration (SISANT), e.g. 'PP-123456789'. */
    prefixo: text('prefixo').notNull(),
    fabricante: text('fabricante').notNull(),
    modelo: text('modelo').notNull(),
    ano: integer('ano'),
    capacidade_hopper_l: decimal('capacidade_hopper_l', 8, 0),
    largura_faixa_m: decimal('largura_faixa_m', 5, 1),
    horimetro_atual: decimal('horimetro_atual', 9, 1),
    ca_validade: day('ca_validade'),
    cva_validade: day('cva_validade'),
    seguro_validade: day('seguro_validade'),
    /** A drone's serial number, its batteries and when its SISANT registration must be renewed. */
    numero_serie: text('numero_serie'),
    baterias: integer('baterias'),
    sisant_validade: day('sisant_validade'),
    /** For the monthly depreciation (src/domain/accounting/depreciation.ts): what it cost, when, what it is worth at the end of its useful life, and that life in months. */
    custo_aquisicao_cents: cents('custo_aquisicao_cents'),
    data_aquisicao: day('data_aquisicao'),
    valor_residual_cents: cents('valor_residual_cents'),
    vida_util_meses: integer('vida_util_meses'),
  },
  (t) => [
    uniqueIndex('aircraft_company_prefixo_unique').on(t.company_id, t.prefixo),
    check(
      'aircraft_depreciation_values',
      sql`(${t.custo_aquisicao_cents} IS NULL OR ${t.custo_aquisicao_cents} >= 0) and (${t.valor_residual_cents} IS NULL OR (${t.valor_residual_cents} >= 0 and ${t.valor_residual_cents} <= coalesce(${t.custo_aquisicao_cents}, 0))) and (${t.vida_util_meses} IS NULL OR ${t.vida_util_meses} BETWEEN 1 AND 1200)`,
    ),
    check(
      'aircraft_hopper_positive',
      sql`${t.capacidade_hopper_l} IS NULL OR ${t.capacidade_hopper_l} > 0`,
    ),
    check('aircraft_swath_positive', sql`${t.largura_faixa_m} IS NULL OR ${t.largura_faixa_m} > 0`),
    check('aircraft_batteries_positive', sql`${t.baterias} IS NULL OR ${t.baterias} > 0`),
  ],
);

export const pilots = pgTable(
  'pilots',
  {
    ...registerColumns(),
    /** Who flies an avião or a drone (issue 40): each kind has its own qualifications. */
    tipo: aircraftKind('tipo').notNull().default('aviao'),
    nome: text('nome').notNull(),
    cpf: text('cpf'),
    canac: text('canac'),
    licenca: text('licenca'),
    cma_validade: day('cma_validade'),
    habilitacao_agricola_validade: day('habilitacao_agricola_validade'),
    cavag_validade: day('cavag_validade'),
    /** A drone pilot's ANAC registration and CAAR (Portaria MAPA nº 298/2021). */
    registro_arp: text('registro_arp'),
    caar_certificado: text('caar_certificado'),
    caar_validade: day('caar_validade'),
    /** The pilot's login, when the pilot uses the app (a member with the pilot role). */
    user_id: byUser('user_id'),
  },
  (t) => [
    indexOn(t.company_id, t.nome),
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
  (t) => [indexOn(t.company_id, t.nome)],
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
  (t) => [indexOn(t.company_id, t.nome_comercial)],
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
