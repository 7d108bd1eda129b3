// Flight evidence budget (issue 39): a 200,000-point track — a serpentine of 18 m swaths over a
// 500 ha square plot in Sorriso (MT), about 1,4 m between positions with ±0,3 m of noise, as a
// GeoJSON line — imported on an operation: read, simplified, cut into passes, turned into the
// applied area and audited against the plot, over HTTP on the built server and real PostgreSQL,
// sampling the server's resident memory throughout. Then the evidence read back and exported.
import geodesic from 'geographiclib-geodesic';
import { peakRss, rssMb, withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const POINTS = 200_000;
const SWATH = 18;
const SIDE = Math.sqrt(500 * 10_000); // metres: 500 ha
const ORIGIN = [-55.75, -12.56];
const WGS84 = geodesic.Geodesic.WGS84;

/** `east` then `north` metres from the origin, along geodesics. */
function at(east, north) {
  const a = WGS84.Direct(ORIGIN[1], ORIGIN[0], 90, east);
  const b = WGS84.Direct(a.lat2, a.lon2, 0, north);
  return [Math.round(b.lon2 * 1e8) / 1e8, Math.round(b.lat2 * 1e8) / 1e8];
}

function plot() {
  const ring = [at(0, 0), at(SIDE, 0), at(SIDE, SIDE), at(0, SIDE), at(0, 0)];
  return { type: 'Polygon', coordinates: [ring] };
}

/** The serpentine: passes north and south, `POINTS` positions in all, xorshift noise. */
function track() {
  const passes = Math.floor(SIDE / SWATH);
  const perPass = Math.floor(POINTS / passes);
  let x = 2_463_534_242;
  const noise = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return ((x % 1000) / 1000 - 0.5) * 0.6;
  };
  const line = [];
  for (let p = 0; p < passes; p++) {
    const east = SWATH / 2 + p * SWATH;
    for (let i = 0; i < perPass; i++) {
      const along = (i / (perPass - 1)) * SIDE;
      line.push(at(east + noise(), p % 2 ? SIDE - along : along));
    }
  }
  return { line, passes };
}

export async function flightBench() {
  const generated = performance.now();
  const { line, passes } = track();
  const file = Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Voo' },
          geometry: { type: 'LineString', coordinates: line },
        },
      ],
    }),
  );
  const generatedMs = performance.now() - generated;
  return withServerOnPostgres({}, async (server) => {
    let operation;
    const { seeded } = await seedCompanies(server, {
      companies: 1,
      operations: 1,
      more: async (client, companyId) => {
        await client.query(
          `update properties set boundary = $2, area_ha = 500 where company_id = $1`,
          [companyId, JSON.stringify(plot())],
        );
        const res = await client.query(
          `update operations set largura_faixa_m = ${SWATH} where company_id = $1 returning id`,
          [companyId],
        );
        operation = res.rows[0].id;
      },
    });
    const { cookie } = seeded[0];
    const idle = rssMb(server.pid);
    const body = new FormData();
    body.append('arquivos', new Blob([file], { type: 'application/geo+json' }), 'trilha.geojson');
    const start = performance.now();
    const up = await peakRss(server.pid, () =>
      fetch(`${server.url}/api/operations/${operation}/voo`, {
        method: 'POST',
        headers: { cookie },
        body,
      }),
    );
    const importMs = performance.now() - start;
    const answer = await up.result.json();
    if (up.result.status !== 201)
      throw new Error(`import answered ${up.result.status}: ${JSON.stringify(answer)}`);
    const f = answer.figuras;
    const readStart = performance.now();
    const read = await fetch(`${server.url}/api/operations/${operation}/voo`, {
      headers: { cookie },
    });
    await read.arrayBuffer();
    const readMs = performance.now() - readStart;
    const exportStart = performance.now();
    const shp = await fetch(`${server.url}/api/operations/${operation}/voo/exportar/shp`, {
      headers: { cookie },
    });
    const shpBytes = (await shp.arrayBuffer()).byteLength;
    const exportMs = performance.now() - exportStart;
    const mb = (value) => `${Math.round(value)} MB`;
    const ha = (value) => value.toFixed(2).replace('.', ',');
    return [
      {
        metric: `import of a ${POINTS.toLocaleString('en')}-point track (${passes} passes of ${SWATH} m, ${Math.round(file.length / 1024 / 1024)} MB GeoJSON, generated in ${Math.round(generatedMs)} ms) audited against a 500 ha plot: applied ${ha(f.aplicada_ha)} ha, inside ${ha(f.dentro_ha)}, gaps ${ha(f.falhas_ha)}, outside ${ha(f.fora_ha)}, overlap ${ha(f.sobreposicao_ha)} ha`,
        value: `${Math.round(importMs)} ms · server RSS ${mb(idle)} idle, peak ${mb(up.peak)}`,
        budget: '< 30000 ms, RSS < 600 MB',
        ok: importMs < 30_000 && up.peak < 600,
      },
      {
        metric: 'the evidence read back (GET), and exported as a zipped shapefile',
        value: `${Math.round(readMs)} ms · ${Math.round(exportMs)} ms (${Math.round(shpBytes / 1024)} KB)`,
        budget: '< 1000 ms, < 5000 ms',
        ok: readMs < 1000 && exportMs < 5000 && shp.status === 200,
      },
    ];
  });
}
