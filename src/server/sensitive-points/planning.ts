import { eq } from 'drizzle-orm';
import type { Boundary } from '../../domain/geo/polygon.ts';
import { distancesReportOf } from '../../domain/distances/report.ts';
import { treatedPlot } from '../../domain/flight/treated-plot.ts';
import type { Db } from '../db/database.ts';
import { aircraft, operations, properties } from '../db/schema/index.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { pointsOfProperties } from './service.ts';

/**
 * The Art. 10 check of a flight being planned (the operation form, a proposal, the agenda): the
 * property's points measured from the treated plot — the operation's talhão while it stays on
 * that property, else the property's boundary — or its reference point, by the rule in force
 * on the day for the aircraft's kind. Warns only: nothing is refused here.
 */
export async function planningDistances(
  db: Db,
  query: {
    property_id: string;
    aircraft_id?: string | null | undefined;
    operation_id?: string | null | undefined;
    data: string;
  },
) {
  const property = await foundRow(db, properties, query.property_id);
  const [plane] = query.aircraft_id
    ? await db
        .select({ tipo: aircraft.tipo })
        .from(aircraft)
        .where(eq(aircraft.id, query.aircraft_id))
    : [];
  const [operation] = query.operation_id
    ? await db
        .select({ talhao: operations.talhao, property_id: operations.property_id })
        .from(operations)
        .where(eq(operations.id, query.operation_id))
    : [];
  const talhao = operation?.property_id === property.id ? operation.talhao : null;
  const points = await pointsOfProperties(db, [property.id]);
  const report = distancesReportOf({
    plot: treatedPlot(talhao, property.boundary as Boundary | null),
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
