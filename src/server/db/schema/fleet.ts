import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOGBOOK_FLIGHT_KINDS, MAINTENANCE_KINDS } from '../../../domain/fleet/values.ts';
import { authored, byUser } from './auth.ts';
import { at, cents, day, decimal, indexOn, registerId, timestamps } from './columns.ts';
import { companyRow } from './companies.ts';
import { aircraft, pilots } from './registers.ts';

export const logbookFlightKind = pgEnum('logbook_flight_kind', LOGBOOK_FLIGHT_KINDS);
export const maintenanceKind = pgEnum('maintenance_kind', MAINTENANCE_KINDS);

/**
 * A flight of the logbook written by hand (issue 40 item 3): ferry, training, maintenance test,
 * or the correction of an entry of a closed day (`corrige`: the corrected entry's key, 'op:<id>'
 * for an operation's flight, 'lc:<id>' for another entry). An application is read from its
 * concluded operation, never written here.
 */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    ...companyRow(),
    aircraft_id: registerId('aircraft_id', () => aircraft.id).notNull(),
    data: day('data').notNull(),
    tipo: logbookFlightKind('tipo').notNull(),
    pilot_id: registerId('pilot_id', () => pilots.id),
    tripulacao: text('tripulacao'),
    hora_decolagem: text('hora_decolagem'),
    hora_pouso: text('hora_pouso'),
    horimetro_inicio: decimal('horimetro_inicio', 9, 1),
    horimetro_fim: decimal('horimetro_fim', 9, 1),
    /** A drone's flight in place of the horímetro: minutes flown and battery cycles. */
    tempo_voo_min: integer('tempo_voo_min'),
    ciclos_bateria: integer('ciclos_bateria'),
    pousos: smallint('pousos').notNull().default(1),
    combustivel_l: decimal('combustivel_l', 8, 1),
    ocorrencias: text('ocorrencias'),
    corrige: text('corrige'),
    /** Why a correction corrects its entry (required with `corrige`). */
    motivo_correcao: text('motivo_correcao'),
    ...authored(),
    updated_at: at('updated_at'),
  },
  (t) => [
    indexOn(t.company_id),
    index('logbook_entries_aircraft_data_idx').on(t.aircraft_id, t.data),
    check(
      'logbook_entries_horimetro_order',
      sql`${t.horimetro_inicio} IS NULL OR ${t.horimetro_fim} IS NULL OR ${t.horimetro_fim} > ${t.horimetro_inicio}`,
    ),
    check(
      'logbook_entries_counts',
      sql`${t.pousos} >= 0 and (${t.tempo_voo_min} IS NULL OR ${t.tempo_voo_min} > 0) and (${t.ciclos_bateria} IS NULL OR ${t.ciclos_bateria} >= 0) and (${t.combustivel_l} IS NULL OR ${t.combustivel_l} >= 0)`,
    ),
  ],
);

/**
 * A logbook day closed and signed by its pilot (ANAC Res. 773/2025, per working day): the day's
 * content as it was signed, its SHA-256, who signed and when. Never changed afterwards (a
 * trigger of its migration refuses it); a correction is a new entry.
 */
export const logbookDays = pgTable(
  'logbook_days',
  {
    ...companyRow(),
    aircraft_id: registerId('aircraft_id', () => aircraft.id).notNull(),
    data: day('data').notNull(),
    pilot_id: registerId('pilot_id', () => pilots.id).notNull(),
    assinado_por: byUser('assinado_por'),
    assinado_em: at('assinado_em').notNull(),
    /** The day's entries as signed (JSON text, hashed as written). */
    conteudo: text('conteudo').notNull(),
    conteudo_sha256: text('conteudo_sha256').notNull(),
  },
  (t) => [
    indexOn(t.company_id),
    uniqueIndex('logbook_days_aircraft_data_unique').on(t.aircraft_id, t.data),
  ],
);

/** What falls due on an aircraft (issue 40 item 4): its intervals, last done, the warnings. */
export const maintenanceItems = pgTable(
  'maintenance_items',
  {
    ...companyRow(),
    aircraft_id: registerId('aircraft_id', () => aircraft.id).notNull(),
    tipo: maintenanceKind('tipo').notNull(),
    nome: text('nome').notNull(),
    intervalo_horas: decimal('intervalo_horas', 8, 1),
    intervalo_meses: smallint('intervalo_meses'),
    intervalo_ciclos: integer('intervalo_ciclos'),
    ultima_horas: decimal('ultima_horas', 9, 1),
    ultima_data: day('ultima_data'),
    ultima_ciclos: integer('ultima_ciclos'),
    alerta_horas: decimal('alerta_horas', 6, 1).notNull().default(10),
    alerta_dias: smallint('alerta_dias').notNull().default(15),
    alerta_ciclos: integer('alerta_ciclos').notNull().default(20),
    ...timestamps(),
  },
  (t) => [
    indexOn(t.company_id),
    index('maintenance_items_aircraft_idx').on(t.aircraft_id),
    check(
      'maintenance_items_intervals',
      sql`(${t.intervalo_horas} IS NULL OR ${t.intervalo_horas} > 0) and (${t.intervalo_meses} IS NULL OR ${t.intervalo_meses} > 0) and (${t.intervalo_ciclos} IS NULL OR ${t.intervalo_ciclos} > 0)`,
    ),
  ],
);

/** Maintenance performed: when, at what hours, what it cost (the aircraft's margin reads it). */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    ...companyRow(),
    aircraft_id: registerId('aircraft_id', () => aircraft.id).notNull(),
    item_id: uuid('item_id').references(() => maintenanceItems.id, { onDelete: 'set null' }),
    data: day('data').notNull(),
    horas: decimal('horas', 9, 1),
    ciclos: integer('ciclos'),
    descricao: text('descricao').notNull(),
    custo_cents: cents('custo_cents').notNull().default(0),
    ...authored(),
  },
  (t) => [
    indexOn(t.company_id, t.data),
    index('maintenance_records_aircraft_idx').on(t.aircraft_id, t.data),
    check('maintenance_records_cost', sql`${t.custo_cents} >= 0`),
  ],
);

/** An aircraft past due released to fly on a day: who, when and why (issue 40 item 4). */
export const maintenanceOverrides = pgTable(
  'maintenance_overrides',
  {
    ...companyRow(),
    aircraft_id: registerId('aircraft_id', () => aircraft.id).notNull(),
    data: day('data').notNull(),
    motivo: text('motivo').notNull(),
    ...authored(),
  },
  (t) => [
    indexOn(t.company_id),
    index('maintenance_overrides_aircraft_idx').on(t.aircraft_id, t.data),
  ],
);
