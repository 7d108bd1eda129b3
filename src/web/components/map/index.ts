// The map component. Everything heavy (MapLibre, Terra Draw, their CSS and worker) sits in
// chunks loaded when a map first renders, never in the first load of a page; where WebGL is
// missing the same props draw a plain SVG instead, with a note.
//
// Showing layers (a property's boundary, an applied area, sensitive points, flight lines):
//
//   import { MapView } from '../../components/map/index.ts';
//   <MapView
//     label="Mapa da propriedade"               // the map's accessible name
//     className="h-72 w-full"                   // the box; the map fills it
//     layers={{
//       polygons: [{ geometry: boundary }, { geometry: applied, tone: 'applied' }],
//       points: [{ position: [lng, lat], label: 'Casa · 200 m', tone: 'sensitive' }],
//       lines: [{ coordinates: flightLine, tone: 'flight' }],
//     }}
//   />
//
// The view fits the layers (or `initialView` when there are none); it has zoom buttons, a
// compass (north is always up), a metric scale and the tiles' credit. Over `MAP_TILES_URL`'s
// tiles when configured and online, else a plain background: nothing else is fetched. Pass
// `layers` memoized (useMemo): a new object redraws the sources.
//
// Placing one point (a sensitive point): pass `pin={{ position, onPlace }}`; a click puts the
// point there and a drag moves it, on the map as on the plain drawing.
//
// Editing one polygon (the property's boundary):
//
//   <PolygonEditor centre={{ latitude, longitude }} value={vertices} onChange={setVertices}
//     label="Área de desenho do contorno" />
//
// `value` is the open ring of [longitude, latitude]; the vertices are also listed as text
// under the map (typed, removed, added), for the keyboard. `loadPolygonDraw` starts loading
// its code early (prefetchOnIntent of src/web/lib/prefetch.ts).
export type { MapLayers, MapLine, MapPin, MapPoint, MapPolygon } from './layers.ts';
export { MapView } from './map-view.tsx';
export { loadPolygonDraw, PolygonEditor } from './polygon-editor.tsx';
