// The demo's Art. 10 case (issue 39, decision 038): an isolated dwelling 300 m east of Fazenda
// Esperança's eastern fence. Every flight measured from the fence stays beyond the 250 m of
// IN MAPA nº 2/2008, Art. 10, I, b; the flight whose last pass went past the fence (the applied
// area's demo, `flight-evidence.ts`) came closer, and concluded with the justification a
// conclusion then asks for. The warnings are the report's own, measured by the rules.
import { and, eq } from 'drizzle-orm';
import type { Area } from '../../domain/flight/shapes.ts';
import { moved } from '../../domain/geo/geodesic.ts';
import type { Db } from '../db/database.ts';
import { operations, properties, sensitivePoints } from '../db/schema/index.ts';
import { loadReportData } from '../operations/report-data.ts';

export const DEMO_DWELLING = 'Casa do retiro';
const FROM_FENCE_M = 300;
export const DEMO_DISTANCE_JUSTIFICATION =
  'Morador avisado na véspera e fora da casa durante a aplicação; a passada além da divisa leste foi erro de alinhamento, já tratado com o piloto.';

/** The dwelling east of the first farm, then each concluded flight's warnings and reason. */
export async function seedDemoArt10(tx: Db, owner: { companyId: string }, farmId: string) {
  const [farm] = await tx.select().from(properties).where(eq(properties.id, farmId));
  if (!farm?.boundary) return;
  const boundary = farm.boundary as Area;
  const ring = (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates[0]!)[0]!;
  const east = Math.max(...ring.map((p) => p[0]));
  const lats = ring.map((p) => p[1]);
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  await tx.insert(sensitivePoints).values({
    company_id: owner.companyId,
    property_id: farmId,
    tipo: 'moradia',
    nome: DEMO_DWELLING,
    geometria: { type: 'Point', coordinates: moved([east, middle], FROM_FENCE_M, 90) },
  });
  const reports = await loadReportData(
    tx,
    owner.companyId,
    and(eq(operations.property_id, farmId), eq(operations.status, 'concluida')),
  );
  const warned = reports.filter((report) => (report.distancias?.alertas.length ?? 0) > 0);
  for (const report of warned)
    await tx
      .update(operations)
      .set({
        distancias_alertas: report.distancias!.alertas,
        distancias_justificativa: DEMO_DISTANCE_JUSTIFICATION,
      })
      .where(eq(operations.id, report.operation.id));
}
