import type { Boundary } from '../../../domain/geo/polygon.ts';
import { formatDecimal } from '../../../domain/format.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';
import { BoundaryDrawing, outerRings } from '../../components/boundary-drawing.tsx';

/**
 * The croqui of the treated area: the property's boundary with its vertices' coordinates;
 * without a boundary, the reference coordinate.
 */
export function Croqui({ property }: { property: OperationReportData['propriedade'] }) {
  const boundary = (property?.boundary ?? null) as Boundary | null;
  const rings = outerRings(boundary);
  if (!boundary || rings.length === 0)
    return (
      <p>
        Coordenada de referência:{' '}
        {property?.latitude != null && property.longitude != null
          ? `${formatDecimal(property.latitude, 6)}, ${formatDecimal(property.longitude, 6)}`
          : '—'}
      </p>
    );
  const vertices = rings[0]!.slice(0, -1);
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <BoundaryDrawing
        boundary={boundary}
        className="h-64 w-64 shrink-0"
        label="Croqui da área tratada"
      />
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
