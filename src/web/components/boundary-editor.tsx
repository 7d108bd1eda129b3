import { useState } from 'react';
import { formatDecimal } from '../../domain/format.ts';
import { boundaryAreaHa, type Boundary, type LngLat } from '../../domain/geo/polygon.ts';
import { counted } from '../../domain/plural.ts';
import { buttonClasses } from './button-link.tsx';
import { PolygonEditor } from './map/index.ts';

/**
 * Draws a boundary on the map around its reference point (or edits the one it has): a
 * property's, or an operation's treated plot over the property's (`under`). Vertices clicked
 * on the map or typed, the area following them. Answers the closed polygon.
 */
export function BoundaryEditor(props: {
  centre: { latitude: number; longitude: number };
  initial?: LngLat[];
  /** Drawn beneath, for reference: the property's boundary under its plot. */
  under?: Boundary | null;
  /** The drawing area's name and the button that answers it. */
  label?: string;
  done?: string;
  onDone: (boundary: Boundary) => void;
  onCancel: () => void;
}) {
  const [vertices, setVertices] = useState<LngLat[]>(props.initial ?? []);
  const closed: Boundary | null =
    vertices.length >= 3 ? { type: 'Polygon', coordinates: [[...vertices, vertices[0]!]] } : null;
  return (
    <div className="mt-2 rounded-xl border border-brand-200 p-3">
      <PolygonEditor
        centre={props.centre}
        value={vertices}
        onChange={setVertices}
        under={props.under}
        label={props.label ?? 'Área de desenho do contorno'}
      />
      <p className="mt-2 text-sm text-ink-700" aria-live="polite">
        {counted(vertices.length, 'vértice', 'vértices')}
        {closed && ` · ${formatDecimal(boundaryAreaHa(closed))} ha`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!closed}
          onClick={() => closed && props.onDone(closed)}
          className={`${buttonClasses('brand')} disabled:opacity-50`}
        >
          {props.done ?? 'Usar contorno'}
        </button>
        <button
          type="button"
          disabled={vertices.length === 0}
          onClick={() => setVertices([])}
          className={`${buttonClasses('outline')} disabled:opacity-50`}
        >
          Apagar desenho
        </button>
        <button type="button" onClick={props.onCancel} className={buttonClasses('ghost')}>
          Cancelar desenho
        </button>
      </div>
    </div>
  );
}
