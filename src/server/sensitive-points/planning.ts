import { eq } from 'drizzle-orm';
import type { Boundary } from '../../domain/geo/polygon.ts';
import { distancesReportOf } from '../../domain/distances/report.ts';
import type { Db } from '../db/database.ts';
import { aircraft, properties } from '../db/schema/index.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { pointsOfProperties } from './service.ts';

/**
 * The Art. 10 check of a flight being planned (the operation form, a proposal, the agenda): the
 * property's points measured from its boundary (or reference point) by the rule in force on
 * the day for the aircraft's kind. Warns only: nothing is refused here.
 */
export async function planningDistances(
  db: Db,
  query: { property_id: string; aircraft_id?: string | null | undefined; data: string },
) {
  const property = await foundRow(db, properties, query.property_id);
  const [plane] = query.aircraft_id
    ? await db
        .select({ tipo: aircraft.tipo })
        .from(aircraft)
        .where(eq(aircraft.id, query.aircraft_id))
    : [];
  const points = await pointsOfProperties(db, [property.id]);
  const report = distancesReportOf({
    plot: property.boundary as Boundary | null,
    reference:
      property.latitude !== null && property.longitude !== null
        ? [property.longitude, property.latitude]
        : null,
    applied: null,
    flightBearing: null,
    aircraftKind: plane?.tipo ?? null,
    day: query.data,
    points: points.get(property.id) ?? [],
    justificativa: null,
  });
  return {
    norma: report.norma,
    avisos: report.alertas,
    pontos: report.pontos.map(({ geometria: _geometry, ...finding }) => finding),
  };
}
