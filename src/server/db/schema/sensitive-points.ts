import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { SENSITIVE_POINT_KINDS } from '../../../domain/distances/values.ts';
import { indexOn, parentId, timestamps } from './columns.ts';
import { companyRow } from './companies.ts';
import { properties } from './registers.ts';

export const sensitivePointKind = pgEnum('sensitive_point_kind', SENSITIVE_POINT_KINDS);

/**
 * A property's sensitive points and areas (IN MAPA nº 2/2008, Art. 10; decision 038): a town, a
 * public water intake, a dwelling, a water source, animals, an apiary or another the user names,
 * as a GeoJSON Point, Polygon or MultiPolygon (longitude first).
 */
export const sensitivePoints = pgTable(
  'sensitive_points',
  {
    ...companyRow(),
    property_id: parentId('property_id', () => properties.id),
    tipo: sensitivePointKind('tipo').notNull(),
    nome: text('nome'),
    geometria: jsonb('geometria').notNull(),
    ...timestamps(),
  },
  (t) => [
    indexOn(t.company_id),
    index('sensitive_points_property_idx').on(t.property_id),
    check('sensitive_points_other_named', sql`${t.tipo} <> 'outro' OR ${t.nome} IS NOT NULL`),
  ],
);
