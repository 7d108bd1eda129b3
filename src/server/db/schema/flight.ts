import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CoverageFigures, CoverageShapes } from '../../../domain/flight/audit.ts';
import type { Area } from '../../../domain/flight/shapes.ts';
import type { LngLat } from '../../../domain/geo/polygon.ts';
import { byUser } from './auth.ts';
import { createdAt, decimal, indexOn, parentId, updatedAt } from './columns.ts';
import { companyRow } from './companies.ts';
import { operations } from './operations.ts';

/**
 * An import of an operation's applied-area files (issue 39 item 1, decision 040): the passes
 * flown as areas and the flight lines, simplified (0,000005°), the swath that made lines areas,
 * what was read and skipped, and the attachments that keep the original files.
 */
export const flightImports = pgTable(
  'flight_imports',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    faixas: jsonb('faixas').$type<Area[]>().notNull(),
    linhas: jsonb('linhas').$type<LngLat[][]>().notNull(),
    largura_faixa_m: decimal('largura_faixa_m', 5, 1),
    lidos: jsonb('lidos')
      .$type<{ arquivo: string; formato: string; poligonos: number; linhas: number }[]>()
      .notNull(),
    ignorados: jsonb('ignorados')
      .$type<{ arquivo: string; item: string; motivo: string }[]>()
      .notNull(),
    anexos: uuid('anexos').array().notNull(),
    created_by: byUser('created_by'),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.company_id), index('flight_imports_operation_idx').on(t.operation_id)],
);

/**
 * An operation's coverage audit (issue 39 item 2): its figures and shapes from every import
 * against the plot they were measured on (kept, so a changed boundary is measured again), the
 * flight lines' direction the croqui draws (degrees from north, 0–179; null without lines),
 * measured with them, and the area the report prints as 'Área tratada'.
 */
export const flightAudits = pgTable(
  'flight_audits',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    talhao: jsonb('talhao').$type<Area | null>(),
    figuras: jsonb('figuras').$type<CoverageFigures>().notNull(),
    formas: jsonb('formas').$type<CoverageShapes>().notNull(),
    direcao_voo: smallint('direcao_voo'),
    area_relatorio: text('area_relatorio').notNull().default('declarada'),
    updated_at: updatedAt(),
  },
  (t) => [
    indexOn(t.company_id),
    uniqueIndex('flight_audits_operation_unique').on(t.operation_id),
    check('flight_audits_area_relatorio', sql`${t.area_relatorio} IN ('declarada', 'medida')`),
    check('flight_audits_direcao_voo', sql`${t.direcao_voo} BETWEEN 0 AND 179`),
  ],
);
