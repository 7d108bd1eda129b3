// The demo's applied areas (issue 39): two concluded flights on Fazenda Esperança with the files
// their guidance system exported, drawn from the farm's boundary — one flown clean, one with
// passes overlapping and the last pass past the eastern fence. The files are recorded as read
// (the demo seeds no stored files); the audit is measured as an import measures it.
import { eq } from 'drizzle-orm';
import type { Area } from '../../domain/flight/shapes.ts';
import type { LngLat } from '../../domain/geo/polygon.ts';
import type { Db } from '../db/database.ts';
import { flightImports, operations, properties } from '../db/schema/index.ts';
import { refreshAudit } from '../flight/evidence.ts';

const PASSES = 12;

/** North–south bands across the boundary's box: `overlap` of each band's width, `past` east. */
function bands(boundary: Area, overlap: number, past: number): Area[] {
  const ring = (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates[0]!)[0]!;
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const width = (east - west) / PASSES;
  const r = (n: number) => Math.round(n * 1e7) / 1e7;
  return Array.from({ length: PASSES }, (_, i) => {
    const left = west + i * width;
    const right = left + width * (1 + overlap) + (i === PASSES - 1 ? width * past : 0);
    const corners: LngLat[] = [
      [r(left), r(south)],
      [r(right), r(south)],
      [r(right), r(north)],
      [r(left), r(north)],
      [r(left), r(south)],
    ];
    return { type: 'Polygon', coordinates: [corners] };
  });
}

const FILES = [
  { arquivo: 'satloc-esperanca.zip › aplicacao.shp', formato: 'Shapefile', overlap: 0, past: 0 },
  { arquivo: 'agnav-esperanca.kml', formato: 'KML', overlap: 0.12, past: 0.4 },
];

/** Imports and audits of the two latest concluded flights on the first farm. */
export async function seedDemoFlightEvidence(
  tx: Db,
  owner: { companyId: string; userId: string },
  farmId: string,
) {
  const [farm] = await tx.select().from(properties).where(eq(properties.id, farmId));
  if (!farm?.boundary) return;
  const flown = (await tx.select().from(operations).where(eq(operations.property_id, farmId)))
    .filter((op) => op.status === 'concluida')
    .sort((a, b) => b.data.localeCompare(a.data))
    .slice(0, FILES.length);
  for (const [i, operation] of flown.entries()) {
    const file = FILES[i]!;
    const faixas = bands(farm.boundary as Area, file.overlap, file.past);
    await tx.insert(flightImports).values({
      company_id: owner.companyId,
      operation_id: operation.id,
      faixas,
      linhas: [],
      lidos: [
        { arquivo: file.arquivo, formato: file.formato, poligonos: faixas.length, linhas: 0 },
      ],
      ignorados: [],
      anexos: [],
      created_by: owner.userId,
    });
    await refreshAudit(tx, owner, operation);
  }
}
