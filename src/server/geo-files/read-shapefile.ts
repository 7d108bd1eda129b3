// A zipped shapefile: each .shp with its .dbf (attributes), .prj (projection, reprojected to
// longitude and latitude by proj4) and .cpg (the attributes' encoding), read by shpjs.
import type { Feature } from 'geojson';
import { combine, parseDbf, parseShp } from 'shpjs';
import { fileError } from './file-error.ts';

const text = (bytes: Uint8Array | undefined) =>
  bytes ? new TextDecoder().decode(bytes) : undefined;

/**
 * The attributes' encoding: the .cpg's, else UTF-8 when the .dbf reads as UTF-8, else
 * Windows-1252 (Latin 1's superset, what Brazilian GIS software on Windows writes without a
 * .cpg: 'Apiário' is then E1 for 'á', not valid UTF-8).
 */
function encodingOf(dbf: Uint8Array, cpg: Uint8Array | undefined) {
  if (cpg) return text(cpg);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(dbf);
    return 'UTF-8';
  } catch {
    return 'windows-1252';
  }
}

/** The base names (path without extension, lower case) of the zip's .shp entries. */
export const shapefileLayers = (entries: Map<string, Uint8Array>) =>
  [...entries.keys()].filter((name) => /\.shp$/i.test(name)).map((name) => name.slice(0, -4));

/** One layer's features; an unreadable .shp refuses the file, naming the layer. */
export function shapefileFeatures(
  file: string,
  entries: Map<string, Uint8Array>,
  layer: string,
): Feature[] {
  const part = (extension: string) =>
    [...entries].find(
      ([name]) => name.toLowerCase() === `${layer}.${extension}`.toLowerCase(),
    )?.[1];
  const shp = part('shp')!;
  try {
    const shapes = parseShp(shp, text(part('prj')));
    const dbf = part('dbf');
    const attributes = dbf ? parseDbf(dbf, encodingOf(dbf, part('cpg'))) : undefined;
    return combine([shapes, attributes]).features as Feature[];
  } catch {
    throw fileError(file, `o shapefile ${layer}.shp está corrompido ou ilegível.`);
  }
}
