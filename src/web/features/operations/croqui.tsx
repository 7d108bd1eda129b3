import { Suspense } from 'react';
import {
  CROQUI_HEIGHT,
  CROQUI_WIDTH,
  croquiHasDrawing,
  croquiInputOf,
  findingLine,
  MEASURED_FROM_LABELS,
} from '../../../domain/distances/croqui-input.ts';
import { formatDecimal } from '../../../domain/format.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// The drawing's code (~8 KB gzip, GeographicLib) is off the report's first load: requested as
// the report's code runs, while its data loads; its box is held until it draws.
const loadDrawing = () => import('./croqui-drawing.tsx').then((m) => m.CroquiSvg);
loadDrawing().catch(() => undefined);
const CroquiSvg = lazyComponent(loadDrawing);
const BOX = 'h-auto w-full max-w-2xl rounded border border-brand-100 bg-white';

/**
 * The application's croqui (issue 39 item 4): the domain's drawing of the treated plot, the
 * applied area, the sensitive points within 1 km with their distances, the flight lines, the
 * wind, the scale bar and north, as the PDF draws it; then the vertices, the points' distances
 * and the justification recorded when the application went ahead under one.
 */
export function Croqui({ report }: { report: OperationReportData }) {
  const property = report.propriedade;
  const input = croquiInputOf(report);
  const ring =
    input.plot?.type === 'Polygon' ? input.plot.coordinates[0] : input.plot?.coordinates[0]?.[0];
  const vertices = (ring ?? []).slice(0, -1);
  const d = report.distancias;
  return (
    <div className="space-y-3">
      {croquiHasDrawing(input) && (
        <Suspense
          fallback={
            <div
              className={BOX}
              style={{ aspectRatio: `${CROQUI_WIDTH} / ${CROQUI_HEIGHT}` }}
              aria-hidden="true"
            />
          }
        >
          <CroquiSvg input={input} className={BOX} />
        </Suspense>
      )}
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
