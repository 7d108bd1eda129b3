import { sql } from 'drizzle-orm';
import type { Boundary } from '../../../domain/geo/polygon.ts';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import {
  at,
  atNow,
  bytes,
  cents,
  createdAt,
  day,
  decimal,
  indexOn,
  parentId,
  registerId,
  timestamps,
} from './columns.ts';
import { companyId, companyRow, numberedRow, uniqueNumber } from './companies.ts';
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
} from './registers.ts';
import {
  attachmentKind,
  operationStatus,
  reportRuleSet,
  uf,
  volumeUnit,
  windDirection,
} from './enums.ts';

/** One aerial application job, with every item of the relatório operacional (DESIGN §5). */
export const operations = pgTable(
  'operations',
  {
    ...numberedRow(),
    status: operationStatus('status').notNull().default('agendada'),
    client_id: registerId('client_id', () => clients.id).notNull(),
    property_id: registerId('property_id', () => properties.id).notNull(),
    service_id: registerId('service_id', () => services.id),
    crop_id: registerId('crop_id', () => crops.id),
    data: day('data').notNull(),
    hora_inicio: text('hora_inicio'),
    hora_fim: text('hora_fim'),
    area_ha: decimal('area_ha', 12, 2),
    volume_calda: decimal('volume_calda', 8, 2),
    unidade_volume: volumeUnit('unidade_volume').notNull().default('L/ha'),
    altura_voo_m: decimal('altura_voo_m', 5, 1),
    largura_faixa_m: decimal('largura_faixa_m', 5, 1),
    bico_tipo: text('bico_tipo'),
    bico_modelo: text('bico_modelo'),
    bico_angulo: smallint('bico_angulo'),
    adjuvante_tipo: text('adjuvante_tipo'),
    adjuvante_quantidade: text('adjuvante_quantidade'),
    temperatura_inicio: decimal('temperatura_inicio', 4, 1),
    temperatura_fim: decimal('temperatura_fim', 4, 1),
    umidade_inicio: smallint('umidade_inicio'),
    umidade_fim: smallint('umidade_fim'),
    vento_inicio: decimal('vento_inicio', 4, 1),
    vento_fim: decimal('vento_fim', 4, 1),
    vento_direcao_inicio: windDirection('vento_direcao_inicio'),
    vento_direcao_fim: windDirection('vento_direcao_fim'),
    aircraft_id: registerId('aircraft_id', () => aircraft.id),
    pilot_id: registerId('pilot_id', () => pilots.id),
    agronomist_id: registerId('agronomist_id', () => technicians.id),
    technician_id: registerId('technician_id', () => technicians.id),
    horimetro_inicio: decimal('horimetro_inicio', 9, 1),
    horimetro_fim: decimal('horimetro_fim', 9, 1),
    /** A drone's flight in place of the horímetro (issue 40): minutes flown and battery cycles. */
    tempo_voo_min: integer('tempo_voo_min'),
    ciclos_bateria: integer('ciclos_bateria'),
    /**
     * Flight hours, the one rule the list, the dashboard's totals and the conclusion's value
     * read: the horímetro's difference, exact in tenths, or a drone's minutes flown in hours to
     * the tenth (`flightHours` is the same rule for a form before it is saved).
     */
    horas_voo: decimal('horas_voo', 9, 1).generatedAlwaysAs(
      sql`coalesce(horimetro_fim - horimetro_inicio, round(tempo_voo_min / 60.0, 1))`,
    ),
    obstaculos: text('obstaculos'),
    preco_unitario_cents: integer('preco_unitario_cents'),
    /** Area × price per ha, or hours × price per hour, fixed when concluded. */
    valor_cents: integer('valor_cents'),
    observacoes: text('observacoes'),
    /** The approved proposal that scheduled this job, if any. */
    proposal_id: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    /** Weather readings outside the window that the person confirmed when concluding. */
    clima_alertas: jsonb('clima_alertas').$type<string[]>().notNull().default([]),
    /** Sensitive points under the Art. 10 distances at the conclusion (decision 038). */
    distancias_alertas: jsonb('distancias_alertas').$type<string[]>().notNull().default([]),
    /** Why the application went ahead under those distances, required to conclude then. */
    distancias_justificativa: text('distancias_justificativa'),
    /**
     * The treated plot (talhão) the office drew, a GeoJSON Polygon or MultiPolygon; without it
     * the property's boundary is the plot (`treatedPlot`, decision 040).
     */
    talhao: jsonb('talhao').$type<Boundary>(),
    created_by: byUser('created_by'),
    concluded_at: at('concluded_at'),
    concluded_by: byUser('concluded_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueNumber(t),
    index('operations_company_data_idx').on(t.company_id, t.data),
    index('operations_company_status_idx').on(t.company_id, t.status, t.data),
    index('operations_pilot_idx').on(t.pilot_id),
    index('operations_aircraft_idx').on(t.aircraft_id),
    index('operations_client_idx').on(t.client_id),
    index('operations_proposal_idx').on(t.proposal_id),
    check('operations_area_positive', sql`${t.area_ha} IS NULL OR ${t.area_ha} > 0`),
    check(
      'operations_drone_flight_positive',
      sql`(${t.tempo_voo_min} IS NULL OR ${t.tempo_voo_min} > 0) and (${t.ciclos_bateria} IS NULL OR ${t.ciclos_bateria} >= 0)`,
    ),
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
    company_id: companyId(),
    pilot_id: uuid('pilot_id').references(() => pilots.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: day('month').notNull(),
    hectares: decimal('hectares', 14, 2).notNull().default(0),
    operations: integer('operations').notNull().default(0),
    revenue_cents: cents('revenue_cents').notNull().default(0),
    hours: decimal('hours', 12, 1).notNull().default(0),
  },
  (t) => [
    unique('operation_month_totals_key').on(t.company_id, t.pilot_id, t.month).nullsNotDistinct(),
  ],
);

export const operationProducts = pgTable(
  'operation_products',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    product_id: registerId('product_id', () => products.id).notNull(),
    posicao: smallint('posicao').notNull(),
    dose_por_ha: decimal('dose_por_ha', 10, 3).notNull(),
    receituario_numero: text('receituario_numero'),
    receituario_data: day('receituario_data'),
  },
  (t) => [
    indexOn(t.company_id),
    uniqueIndex('operation_products_unique').on(t.operation_id, t.product_id),
    index('operation_products_product_idx').on(t.product_id),
    check('operation_products_dose_positive', sql`${t.dose_por_ha} > 0`),
  ],
);

/** DGPS logs, photos and the signed receituário, kept by the storage adapter. */
export const operationAttachments = pgTable(
  'operation_attachments',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    tipo: attachmentKind('tipo').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    storage_key: text('storage_key').notNull(),
    uploaded_by: byUser('uploaded_by'),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.company_id), index('operation_attachments_operation_idx').on(t.operation_id)],
);

/**
 * The relatório operacional frozen at each conclusion (issue 38, decision 029): its data and
 * its PDF as they stood, never changed afterwards (a trigger of migration 0026 refuses it). A
 * reopening marks the version it supersedes (when, by whom, why); the next conclusion adds
 * version n + 1 with that reason.
 */
export const operationReports = pgTable(
  'operation_reports',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    versao: smallint('versao').notNull(),
    /** Why this version exists: the reason given when the previous one was reopened. */
    motivo: text('motivo'),
    /** The report's data (`OperationReportData`) as the conclusion read it. */
    dados: jsonb('dados').notNull(),
    /** SHA-256 (hex) of the data's canonical JSON: the code printed in the PDF's footer. */
    dados_sha256: text('dados_sha256').notNull(),
    pdf: bytes('pdf').notNull(),
    /** SHA-256 (hex) of the PDF's bytes, shown on the operation's page. */
    pdf_sha256: text('pdf_sha256').notNull(),
    tamanho: integer('tamanho').notNull(),
    /** The rule set the report was issued under, picked by the aircraft's kind (issue 40). */
    regra: reportRuleSet('regra').notNull().default('in-2-2008'),
    emitido_em: at('emitido_em').notNull(),
    emitido_por: byUser('emitido_por'),
    reaberto_em: at('reaberto_em'),
    reaberto_por: byUser('reaberto_por'),
    motivo_reabertura: text('motivo_reabertura'),
  },
  (t) => [
    indexOn(t.company_id),
    uniqueIndex('operation_reports_version_unique').on(t.operation_id, t.versao),
    check('operation_reports_version_positive', sql`${t.versao} > 0`),
  ],
);

/**
 * 'Marcar como enviado' of the MAPA monthly report, per company, month and UF, with the files
 * sent as they were generated then (null on a month marked before issue 38).
 */
export const mapaReportSubmissions = pgTable(
  'mapa_report_submissions',
  {
    ...companyRow(),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    uf: uf('uf').notNull(),
    sent_by: byUser('sent_by'),
    sent_at: atNow('sent_at'),
    /** The month's report to the UF (`MonthlyReport`) as it was sent. */
    dados: jsonb('dados'),
    planilha: bytes('planilha'),
    planilha_sha256: text('planilha_sha256'),
    pdf: bytes('pdf'),
    pdf_sha256: text('pdf_sha256'),
    /** Every UF's PDF together, stored by the marking that left none of the month's unsent. */
    pdf_todas: bytes('pdf_todas'),
    pdf_todas_sha256: text('pdf_todas_sha256'),
  },
  (t) => [uniqueIndex('mapa_report_submissions_unique').on(t.company_id, t.ano, t.mes, t.uf)],
);
