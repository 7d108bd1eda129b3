import type { Map as MapLibre } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import type { MapTiles } from '../../lib/public-config.ts';
import { MAP_COLOURS, type MapLayers } from './layers.ts';
import { MapCanvas } from './map-canvas.tsx';

export type PolygonDrawProps = {
  /** The polygon's vertices in order, not closed (the first is not repeated at the end). */
  value: LngLat[];
  onChange: (vertices: LngLat[]) => void;
  /** A boundary drawn beneath, for reference. */
  under?: Boundary | null | undefined;
  initialView: LngLatBounds;
  tiles: MapTiles | null;
  label: string;
  className?: string;
  onUnavailable: () => void;
};

const key = (vertices: LngLat[]) => JSON.stringify(vertices);

const drawingModes = () => [
  new TerraDrawPolygonMode({
    styles: {
      fillColor: MAP_COLOURS.boundaryFill,
      fillOpacity: 0.3,
      outlineColor: MAP_COLOURS.boundary,
      outlineWidth: 2,
      closingPointColor: MAP_COLOURS.reference,
      closingPointWidth: 6,
    },
  }),
  new TerraDrawSelectMode({
    flags: {
      polygon: {
        feature: {
          draggable: true,
          coordinates: { draggable: true, midpoints: true, deletable: true },
        },
      },
    },
    styles: {
      selectedPolygonColor: MAP_COLOURS.boundaryFill,
      selectedPolygonFillOpacity: 0.3,
      selectedPolygonOutlineColor: MAP_COLOURS.boundary,
      selectedPolygonOutlineWidth: 2,
      selectionPointColor: MAP_COLOURS.boundary,
      selectionPointWidth: 6,
      midPointColor: MAP_COLOURS.reference,
    },
  }),
];

/**
 * One polygon drawn and edited on the map with Terra Draw: clicks add vertices, a click on
 * the first (or Enter) closes it; then its vertices are dragged, a midpoint dragged adds one,
 * a right click on a vertex removes it. The vertices typed elsewhere come in through `value`.
 */
export function PolygonDraw(props: PolygonDrawProps) {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const shown = useRef(''); // the vertices the drawing holds, as `key` writes them
  const feature = useRef<number | null>(null);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  const start = (map: MapLibre) => {
    let next = 0;
    const terra = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: 6 }),
      modes: drawingModes(),
      idStrategy: { getId: () => ++next, isValidId: (id) => typeof id === 'number' },
    });
    terra.start();
    const emit = () => {
      const polygon =
        feature.current === null ? undefined : terra.getSnapshotFeature(feature.current);
      const ring =
        polygon?.geometry.type === 'Polygon' ? (polygon.geometry.coordinates[0] as LngLat[]) : [];
      const vertices = ring.slice(0, -1).map(([lng, lat]) => [lng, lat] as LngLat);
      shown.current = key(vertices);
      onChange.current(vertices);
    };
    terra.on('finish', (id, context) => {
      if (context.mode === 'polygon') {
        feature.current = Number(id);
        terra.setMode('select');
        terra.selectFeature(id);
      }
      emit();
    });
    terra.on('change', (ids, type) => {
      if (feature.current === null || !ids.includes(feature.current)) return;
      if (type === 'delete') {
        feature.current = null;
        terra.setMode('polygon');
      }
      emit();
    });
    setDraw(terra);
  };
  useEffect(() => () => draw?.stop(), [draw]);

  // Vertices from outside (typed, or the drawing erased): the map shows them.
  const { value } = props;
  useEffect(() => {
    if (!draw || key(value) === shown.current) return;
    shown.current = key(value);
    feature.current = null;
    draw.setMode('polygon');
    draw.clear();
    if (value.length < 3) return;
    const [result] = draw.addFeatures([
      {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [[...value, value[0]!]] },
        properties: { mode: 'polygon' },
      },
    ]);
    if (!result?.valid || result.id === undefined) return;
    feature.current = Number(result.id);
    draw.setMode('select');
    draw.selectFeature(result.id);
  }, [draw, value]);

  // Fewer than three vertices typed: dots where they are, until the polygon closes.
  const loose = value.length > 0 && value.length < 3;
  const { under } = props;
  const layers = useMemo<MapLayers>(
    () => ({
      polygons: under ? [{ geometry: under }] : [],
      points: loose
        ? value.map((position, i) => ({ position, label: String(i + 1), tone: 'reference' }))
        : [],
    }),
    [loose, value, under],
  );
  return (
    <MapCanvas
      layers={layers}
      tiles={props.tiles}
      initialView={props.initialView}
      label={props.label}
      role="application"
      className={`${props.className ?? ''} ${draw ? '' : 'cursor-progress'}`}
      onUnavailable={props.onUnavailable}
      onReady={start}
    />
  );
}
