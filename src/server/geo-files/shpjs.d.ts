// The part of shpjs (no types of its own) the geographic files' readers use.
declare module 'shpjs' {
  import type { FeatureCollection, Geometry } from 'geojson';
  export function parseShp(shp: Uint8Array, prj?: string): Geometry[];
  export function parseDbf(dbf: Uint8Array, cpg?: string): Record<string, unknown>[];
  export function combine(
    parts: [Geometry[], Record<string, unknown>[] | undefined],
  ): FeatureCollection;
}
