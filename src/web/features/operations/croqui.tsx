import { croquiDrawing, type CroquiShape, type XY } from '../../../domain/distances/croqui.ts';
import {
  croquiInputOf,
  findingLine,
  MEASURED_FROM_LABELS,
} from '../../../domain/distances/croqui-input.ts';
import { formatDecimal } from '../../../domain/format.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';

const points = (list: XY[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const AREA_CLASSES = {
  plot: 'fill-green-600/25 stroke-green-800',
  applied: 'fill-sky-600/25 stroke-sky-800',
  sensitive: 'fill-amber-500/20 stroke-amber-700',
} as const;
const WARN = 'fill-red-600/20 stroke-red-700';

function Shape({ shape }: { shape: CroquiShape }) {
  if (shape.kind === 'area')
    return (
      <path
        d={shape.rings.map((ring) => `M${points(ring)}Z`).join(' ')}
        className={shape.warn ? WARN : AREA_CLASSES[shape.role]}
        data-role={shape.role}
        fillRule="evenodd"
        strokeWidth={1}
      />
    );
  if (shape.kind === 'dot')
    return (
      <circle
        cx={shape.at[0]}
        cy={shape.at[1]}
        r={3.5}
        className={
          shape.warn
            ? 'fill-red-700'
            : shape.role === 'reference'
              ? 'fill-ink-900'
              : 'fill-amber-600'
        }
      />
    );
  if (shape.kind === 'line')
    return (
      <polyline
        points={points(shape.points)}
        className="fill-none stroke-ink-900"
        strokeWidth={shape.role === 'scale' ? 2.5 : 1.2}
        markerEnd={shape.arrow ? 'url(#croqui-arrow)' : undefined}
      />
    );
  return (
    <text
      x={shape.at[0]}
      y={shape.at[1]}
      fontSize={shape.size}
      textAnchor={shape.anchor}
      className={shape.warn ? 'fill-red-700 font-semibold' : 'fill-ink-900'}
    >
      {shape.text}
    </text>
  );
}

/**
 * The application's croqui (issue 39 item 4): the domain's drawing of the treated plot, the
 * applied area, the sensitive points within 1 km with their distances, the flight lines, the
 * wind, the scale bar and north, as the PDF draws it; then the vertices, the points' distances
 * and the justification recorded when the application went ahead under one.
 */
export function Croqui({ report }: { report: OperationReportData }) {
  const property = report.propriedade;
  const input = croquiInputOf(report);
  const drawing = croquiDrawing(input);
  const ring =
    input.plot?.type === 'Polygon' ? input.plot.coordinates[0] : input.plot?.coordinates[0]?.[0];
  const vertices = (ring ?? []).slice(0, -1);
  const d = report.distancias;
  return (
    <div className="space-y-3">
      {drawing ? (
        <svg
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          role="img"
          aria-label="Croqui da aplicação"
          className="h-auto w-full max-w-2xl rounded border border-brand-100 bg-white"
        >
          <defs>
            <marker
              id="croqui-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className="fill-ink-900" />
            </marker>
          </defs>
          {drawing.shapes.map((shape, i) => (
            <Shape key={i} shape={shape} />
          ))}
        </svg>
      ) : null}
      {vertices.length > 0 ? (
        <ol className="columns-2 text-xs text-ink-700 sm:columns-3">
          {vertices.slice(0, 12).map(([lng, lat], i) => (
            <li key={i}>
              {i + 1}: {formatDecimal(lat, 6)}, {formatDecimal(lng, 6)}
            </li>
          ))}
          {vertices.length > 12 && <li>…</li>}
        </ol>
      ) : (
        <p>
          Coordenada de referência:{' '}
          {property?.latitude != null && property.longitude != null
            ? `${formatDecimal(property.latitude, 6)}, ${formatDecimal(property.longitude, 6)}`
            : '—'}
        </p>
      )}
      {d && d.pontos.length > 0 && (
        <div>
          <p className="font-semibold">
            Pontos sensíveis até 1 km ({d.norma ?? 'sem norma'};{' '}
            {d.medido_de ? MEASURED_FROM_LABELS[d.medido_de] : '—'}):
          </p>
          <ul className="list-disc pl-5">
            {d.pontos.map((point) => (
              <li
                key={`${point.nome}-${point.distancia_m}`}
                className={point.abaixo ? 'text-red-700' : undefined}
              >
                {findingLine(point)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {d?.justificativa && (
        <div>
          <p className="font-semibold">
            Aplicação abaixo das distâncias mínimas, com justificativa do responsável:
          </p>
          <p>{d.justificativa}</p>
        </div>
      )}
    </div>
  );
}
