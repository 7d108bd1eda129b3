import { formatDecimal } from '../../../domain/format.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';

type Position = [number, number];

/** The outer rings of a GeoJSON Polygon or MultiPolygon (longitude, latitude). */
function outerRings(
  boundary: NonNullable<OperationReportData['propriedade']>['boundary'],
): Position[][] {
  if (!boundary) return [];
  if (boundary.type === 'Polygon') return [(boundary.coordinates as Position[][])[0] ?? []];
  return (boundary.coordinates as Position[][][]).map((polygon) => polygon[0] ?? []);
}

/**
 * The croqui of the treated area: the property's boundary drawn north up (equirectangular,
 * longitudes scaled by the latitude's cosine), with its vertices' coordinates; without a
 * boundary, the reference coordinate. Works offline: no map tiles.
 */
export function Croqui({ property }: { property: OperationReportData['propriedade'] }) {
  const rings = outerRings(property?.boundary ?? null).filter((ring) => ring.length >= 3);
  if (rings.length === 0)
    return (
      <p>
        Coordenada de referência:{' '}
        {property?.latitude != null && property.longitude != null
          ? `${formatDecimal(property.latitude, 6)}, ${formatDecimal(property.longitude, 6)}`
          : '—'}
      </p>
    );
  const points = rings.flat();
  const lats = points.map((p) => p[1]);
  const lngs = points.map((p) => p[0]);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const width = (maxLng - minLng) * cos || 1e-6;
  const height = maxLat - minLat || 1e-6;
  const scale = 280 / Math.max(width, height);
  const toSvg = ([lng, lat]: Position) =>
    `${10 + (lng - minLng) * cos * scale},${10 + (maxLat - lat) * scale}`;
  const vertices = rings[0]!.slice(0, -1);
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <svg
        viewBox={`0 0 ${20 + width * scale} ${20 + height * scale}`}
        className="h-64 w-64 shrink-0 rounded-lg border border-brand-100 bg-crop-50"
        role="img"
        aria-label="Croqui da área tratada"
      >
        {rings.map((ring, i) => (
          <polygon
            key={i}
            points={ring.map(toSvg).join(' ')}
            className="fill-crop-500/30 stroke-crop-700"
            strokeWidth={2}
          />
        ))}
        <text x="6" y="16" className="fill-ink-700 text-[12px] font-bold">
          N↑
        </text>
      </svg>
      <ol className="columns-2 text-xs text-ink-700">
        {vertices.slice(0, 12).map(([lng, lat], i) => (
          <li key={i}>
            {i + 1}: {formatDecimal(lat, 6)}, {formatDecimal(lng, 6)}
          </li>
        ))}
        {vertices.length > 12 && <li>…</li>}
      </ol>
    </div>
  );
}
