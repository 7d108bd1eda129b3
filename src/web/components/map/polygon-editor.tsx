import { useState } from 'react';
import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';
import { useMapTiles } from '../map-tiles.tsx';
import { Spinner } from '../spinner.tsx';
import { squareAround } from '../../../domain/geo/flat-view.ts';
import { layersBounds } from './layers.ts';
import { isFallback, useMapModule } from './map-engine.ts';
import { FallbackNote } from './map-view.tsx';
import { SvgPolygonEditor } from './svg-editor.tsx';
import { VertexList } from './vertex-list.tsx';

/** The polygon editor's map code, to start loading before it is shown. */
export const loadPolygonDraw = () => import('./polygon-draw.tsx');

/** A new polygon is drawn on a square of 4 km around the reference point. */
const SPAN_M = 4000;
const BOX = 'h-80 w-full';

/**
 * One polygon drawn on the map (Terra Draw on MapLibre; the grid editor where WebGL is
 * missing), with its vertices listed as text below for the keyboard. Controlled: `value` is
 * the open ring (the first vertex not repeated).
 */
export function PolygonEditor(props: {
  centre: { latitude: number; longitude: number };
  value: LngLat[];
  onChange: (vertices: LngLat[]) => void;
  /** A boundary drawn beneath, for reference (the property's under its plot). */
  under?: Boundary | null | undefined;
  label: string;
}) {
  const tiles = useMapTiles();
  const engine = useMapModule(loadPolygonDraw);
  const [lost, setLost] = useState(false);
  const fallback = isFallback(engine) ? engine : lost ? 'no-webgl' : null;
  const loaded = isFallback(engine) ? null : engine;
  // The view opens on what is already drawn, else on what lies beneath, else on the square
  // around the reference point.
  const [initialView] = useState(
    () =>
      layersBounds({ points: props.value.map((position) => ({ position, label: '' })) }) ??
      layersBounds({ polygons: props.under ? [{ geometry: props.under }] : [] }) ??
      squareAround(props.centre, SPAN_M),
  );
  return (
    <div>
      <p className="mb-2 text-sm text-ink-700">
        {fallback
          ? 'Clique nos vértices, em ordem, na quadrícula de 500 m ao redor do ponto de referência; norte para cima.'
          : 'Clique nos vértices, em ordem, e no primeiro para fechar (ou tecle Enter). Depois arraste um vértice para movê-lo, o ponto do meio de um lado para criar outro, e clique com o botão direito num vértice para removê-lo.'}
      </p>
      {fallback ? (
        <>
          <SvgPolygonEditor
            centre={props.centre}
            spanM={SPAN_M}
            value={props.value}
            onChange={props.onChange}
            under={props.under}
            label={props.label}
          />
          <FallbackNote
            reason={fallback}
            doing="desenhe na quadrícula ou digite os vértices abaixo."
          />
        </>
      ) : !loaded ? (
        <div className={`${BOX} rounded-lg border border-brand-100 bg-crop-50`}>
          <Spinner label="Carregando o mapa..." />
        </div>
      ) : (
        <loaded.PolygonDraw
          value={props.value}
          onChange={props.onChange}
          under={props.under}
          initialView={initialView}
          tiles={tiles}
          label={props.label}
          className={BOX}
          onUnavailable={() => setLost(true)}
        />
      )}
      <VertexList value={props.value} onChange={props.onChange} />
    </div>
  );
}
