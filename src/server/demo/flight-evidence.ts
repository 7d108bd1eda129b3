// The demo's applied areas (issue 39): two concluded flights on Fazenda Esperança with the files
// their guidance system exported — one flown clean over a talhão the office drew for it (the
// farm's western part), one over the whole farm with passes overlapping and the last pass past
// the eastern fence. The files are recorded as read (the demo seeds no stored files); the audit
// is measured as an import measures it, against the flight's plot.
import { eq } from 'drizzle-orm';
import { boundsOf, type Area } from '../../domain/flight/shapes.ts';
import type { LngLat } from '../../domain/geo/polygon.ts';
import type { Db } from '../db/database.ts';
import { flightImports, operations, properties } from '../db/schema/index.ts';
import { refreshAudit } from '../flight/evidence.ts';

const PASSES = 12;

type Box = { west: number; east: number; south: number; north: number };

/** The box around an area. */
function boxOf(area: Area): Box {
  const [west, south, east, north] = boundsOf(area);
  return { west, east, south, north };
}

/** A box as a GeoJSON polygon, its corners to 1e-7° (about a centimetre). */
function boxArea({ west, east, south, north }: Box): Area {
  const r = (n: number) => Math.round(n * 1e7) / 1e7;
  const corners: LngLat[] = [
    [r(west), r(south)],
    [r(east), r(south)],
    [r(east), r(north)],
    [r(west), r(north)],
    [r(west), r(south)],
  ];
  return { type: 'Polygon', coordinates: [corners] };
}

/**
 * The talhão drawn for the clean flight: the western `share` of the farm's box, kept a
 * twentieth of the box's size inside its fences (the farm is drawn as a rectangle).
 */
function westernPlot(boundary: Area, share: number): Area {
  const { west, east, south, north } = boxOf(boundary);
  const [across, along] = [(east - west) / 20, (north - south) / 20];
  return boxArea({
    west: west + across,
    east: west + (east - west) * share,
    south: south + along,
    north: north - along,
  });
}

/** North–south bands across the plot's box: `overlap` of each band's width, `past` east. */
function bands(plot: Area, overlap: number, past: number): Area[] {
  const { west, east, south, north } = boxOf(plot);
  const width = (east - west) / PASSES;
  return Array.from({ length: PASSES }, (_, i) => {
    const left = west + i * width;
    const right = left + width * (1 + overlap) + (i === PASSES - 1 ? width * past : 0);
    return boxArea({ west: left, east: right, south, north });
  });
}

/** The two flights' files; `plot`: the share of the farm's width its talhão takes, if drawn. */
const FILES = [
  {
    arquivo: 'satloc-esperanca.zip › aplicacao.shp',
    formato: 'Shapefile',
    overlap: 0,
    past: 0,
    plot: 0.6,
  },
  { arquivo: 'agnav-esperanca.kml', formato: 'KML', overlap: 0.12, past: 0.4, plot: null },
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
  for (const [i, flight] of flown.entries()) {
    const file = FILES[i]!;
    const talhao = file.plot === null ? null : westernPlot(farm.boundary as Area, file.plot);
    const [operation] = await tx
      .update(operations)
      .set({ talhao })
      .where(eq(operations.id, flight.id))
      .returning();
    const faixas = bands(talhao ?? (farm.boundary as Area), file.overlap, file.past);
    await tx.insert(flightImports).values({
      company_id: owner.companyId,
      operation_id: flight.id,
      faixas,
      linhas: [],
      lidos: [
        { arquivo: file.arquivo, formato: file.formato, poligonos: faixas.length, linhas: 0 },
      ],
      ignorados: [],
      anexos: [],
      created_by: owner.userId,
    });
    await refreshAudit(tx, owner, operation!);
  }
}
