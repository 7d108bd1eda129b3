import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ATTACHMENT_KINDS,
  OPERATION_STATUSES,
  VOLUME_UNITS,
  WIND_DIRECTIONS,
} from '../../../domain/operations/values.ts';
import { users } from './auth.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { proposals } from './proposals.ts';
import {
  aircraft,
  clients,
  crops,
  pilots,
  products,
  properties,
  services,
  technicians,
  uf,
} from './registers.ts';

export const operationStatus = pgEnum('operation_status', OPERATION_STATUSES);
export const volumeUnit = pgEnum('volume_unit', VOLUME_UNITS);
export const windDirection = pgEnum('wind_direction', WIND_DIRECTIONS);
export const attachmentKind = pgEnum('attachment_kind', ATTACHMENT_KINDS);

const num = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });
/** A register an operation refers to: it cannot be deleted while referred (archive it). */
const ref = (name: string, column: () => AnyPgColumn) =>
  uuid(name).references(column, { onDelete: 'restrict' });

/** One aerial application job, with every item of the relatório operacional (DESIGN §5). */
export const operations = pgTable(
  'operations',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sequential per company and year: '2026/0042'. */
    ano: smallint('ano').notNull(),
    sequencia: integer('sequencia').notNull(),
    status: operationStatus('status').notNull().default('agendada'),
    client_id: ref('client_id', () => clients.id).notNull(),
    property_id: ref('property_id', () => properties.id).notNull(),
    service_id: ref('service_id', () => services.id),
    crop_id: ref('crop_id', () => crops.id),
    data: date('data', { mode: 'string' }).notNull(),
    hora_inicio: text('hora_inicio'),
    hora_fim: text('hora_fim'),
    area_ha: num('area_ha', 12, 2),
    volume_calda: num('volume_calda', 8, 2),
    unidade_volume: volumeUnit('unidade_volume').notNull().default('L/ha'),
    altura_voo_m: num('altura_voo_m', 5, 1),
    largura_faixa_m: num('largura_faixa_m', 5, 1),
    bico_tipo: text('bico_tipo'),
    bico_modelo: text('bico_modelo'),
    bico_angulo: smallint('bico_angulo'),
    adjuvante_tipo: text('adjuvante_tipo'),
    adjuvante_quantidade: text('adjuvante_quantidade'),
    temperatura_inicio: num('temperatura_inicio', 4, 1),
    temperatura_fim: num('temperatura_fim', 4, 1),
    umidade_inicio: smallint('umidade_inicio'),
    umidade_fim: smallint('umidade_fim'),
    vento_inicio: num('vento_inicio', 4, 1),
    vento_fim: num('vento_fim', 4, 1),
    vento_direcao_inicio: windDirection('vento_direcao_inicio'),
    vento_direcao_fim: windDirection('vento_direcao_fim'),
    aircraft_id: ref('aircraft_id', () => aircraft.id),
    pilot_id: ref('pilot_id', () => pilots.id),
    agronomist_id: ref('agronomist_id', () => technicians.id),
    technician_id: ref('technician_id', () => technicians.id),
    horimetro_inicio: num('horimetro_inicio', 9, 1),
    horimetro_fim: num('horimetro_fim', 9, 1),
    /**
     * Flight hours, the one rule the list, the dashboard's totals and the conclusion's value
     * read: the horímetro's difference, exact in tenths (`flightHours` is the same rule for a
     * form before it is saved).
     */
    horas_voo: num('horas_voo', 9, 1).generatedAlwaysAs(sql`horimetro_fim - horimetro_inicio`),
    obstaculos: text('obstaculos'),
    preco_unitario_cents: integer('preco_unitario_cents'),
    /** Area × price per ha, or hours × price per hour, fixed when concluded. */
    valor_cents: integer('valor_cents'),
    observacoes: text('observacoes'),
    /** The approved proposal that scheduled this job, if any. */
    proposal_id: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    /** Weather readings outside the window that the person confirmed when concluding. */
    clima_alertas: jsonb('clima_alertas').$type<string[]>().notNull().default([]),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    concluded_at: at('concluded_at'),
    concluded_by: text('concluded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('operations_company_number_unique').on(t.company_id, t.ano, t.sequencia),
    index('operations_company_data_idx').on(t.company_id, t.data),
    index('operations_company_status_idx').on(t.company_id, t.status, t.data),
    index('operations_pilot_idx').on(t.pilot_id),
    index('operations_aircraft_idx').on(t.aircraft_id),
    index('operations_client_idx').on(t.client_id),
    index('operations_proposal_idx').on(t.proposal_id),
    check('operations_area_positive', sql`${t.area_ha} IS NULL OR ${t.area_ha} > 0`),
    check(
      'operations_horimetro_order',
      sql`${t.horimetro_inicio} IS NULL OR ${t.horimetro_fim} IS NULL OR ${t.horimetro_fim} > ${t.horimetro_inicio}`,
    ),
  ],
);

/**
 * Concluded work per company, pilot and month, kept by a trigger on `operations` (migration
 * 0006_month_totals), so the dashboard sums a dozen rows instead of every operation of a year.
 */
export const operationMonthTotals = pgTable(
  'operation_month_totals',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    pilot_id: uuid('pilot_id').references(() => pilots.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    hectares: num('hectares', 14, 2).notNull().default(0),
    operations: integer('operations').notNull().default(0),
    revenue_cents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    hours: num('hours', 12, 1).notNull().default(0),
  },
  (t) => [
    unique('operation_month_totals_key').on(t.company_id, t.pilot_id, t.month).nullsNotDistinct(),
  ],
);

export const operationProducts = pgTable(
  'operation_products',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    operation_id: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    product_id: ref('product_id', () => products.id).notNull(),
    posicao: smallint('posicao').notNull(),
    dose_por_ha: num('dose_por_ha', 10, 3).notNull(),
    receituario_numero: text('receituario_numero'),
    receituario_data: date('receituario_data', { mode: 'string' }),
  },
  (t) => [
    index('operation_products_company_id_idx').on(t.company_id),
    uniqueIndex('operation_products_unique').on(t.operation_id, t.product_id),
    index('operation_products_product_idx').on(t.product_id),
    check('operation_products_dose_positive', sql`${t.dose_por_ha} > 0`),
  ],
);

/** DGPS logs, photos and the signed receituário, kept by the storage adapter. */
export const operationAttachments = pgTable(
  'operation_attachments',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    operation_id: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    tipo: attachmentKind('tipo').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    storage_key: text('storage_key').notNull(),
    uploaded_by: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('operation_attachments_company_id_idx').on(t.company_id),
    index('operation_attachments_operation_idx').on(t.operation_id),
  ],
);

/** 'Marcar como enviado' of the MAPA monthly report, per company, month and UF. */
export const mapaReportSubmissions = pgTable(
  'mapa_report_submissions',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    uf: uf('uf').notNull(),
    sent_by: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sent_at: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mapa_report_submissions_unique').on(t.company_id, t.ano, t.mes, t.uf)],
);
