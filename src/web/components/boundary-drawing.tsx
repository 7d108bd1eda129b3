import type { Boundary } from '../../domain/geo/polygon.ts';
import { LayersDrawing } from './map/layers-drawing.tsx';
import { outerRings } from './map/svg-parts.tsx';

export { outerRings };

/**
 * A boundary drawn north up in SVG, offline as well (over map tiles when configured): the
 * croqui's drawing and a boundary's preview.
 */
export function BoundaryDrawing(props: { boundary: Boundary; className?: string; label: string }) {
  if (outerRings(props.boundary).length === 0) return null;
  return (
    <LayersDrawing
      layers={{ polygons: [{ geometry: props.boundary }] }}
      className={props.className}
      label={props.label}
    />
  );
}
