// A file of sensitive points (KML/KMZ, zipped shapefile, GeoJSON) → the points and areas it holds,
// read as the applied area's files are (src/server/geo-files/) and checked as a point typed on
// the form is; nothing is stored: the office chooses each one's kind, then saves them all.
import type { Feature, Geometry, Position } from 'geojson';
import type { SensitivePointFile, SensitivePointRead } from '../../domain/distances/contracts.ts';
import {
  SENSITIVE_POINT_FILE_EXTENSIONS,
  SENSITIVE_POINTS_PER_SAVE,
} from '../../domain/distances/values.ts';
import { boundaryProblems, type Boundary, type LngLat } from '../../domain/geo/polygon.ts';
import { fileError } from '../geo-files/file-error.ts';
import {
  featureName,
  itemName,
  positionCounter,
  readGeoFiles,
  type GeoFile,
  type LayerSource,
} from '../geo-files/read-files.ts';

const lngLat = (p: Position): LngLat => [p[0]!, p[1]!];
const valid = (p: Position) =>
  Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90;
const closed = (ring: LngLat[]): LngLat[] => {
  const [first, last] = [ring[0], ring.at(-1)];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
};

/** The points and areas of the files, and what was skipped; refuses a file it cannot read (400). */
export function readPointFiles(files: readonly GeoFile[]): SensitivePointFile {
  const answer: SensitivePointFile = { pontos: [], ignorados: [] };
  const count = positionCounter();

  function layer(source: LayerSource, features: Feature[]) {
    const skip = (item: string, motivo: string) =>
      answer.ignorados.push({ arquivo: source.arquivo, item, motivo });
    const add = (nome: string | null, geometria: SensitivePointRead['geometria']) => {
      if (answer.pontos.length === SENSITIVE_POINTS_PER_SAVE)
        throw fileError(
          source.arquivo,
          `mais de ${SENSITIVE_POINTS_PER_SAVE} pontos e áreas; divida o arquivo.`,
        );
      answer.pontos.push({ nome: nome?.slice(0, 120) ?? null, geometria });
    };
    const read = (geometry: Geometry | null, nome: string | null, item: string) => {
      if (!geometry) return skip(item, 'sem geometria.');
      switch (geometry.type) {
        case 'GeometryCollection':
          return geometry.geometries.forEach((g) => read(g, nome, item));
        case 'MultiPoint':
          return geometry.coordinates.forEach((c) =>
            read({ type: 'Point', coordinates: c }, nome, item),
          );
        case 'LineString':
        case 'MultiLineString':
          return skip(item, 'linha: um ponto sensível é um ponto ou uma área (polígono).');
      }
      const positions =
        geometry.type === 'Point'
          ? [geometry.coordinates]
          : geometry.type === 'Polygon'
            ? geometry.coordinates.flat()
            : geometry.coordinates.flat(2);
      count(source.arquivo, positions.length);
      if (!positions.every(valid))
        return skip(
          item,
          'coordenada fora do intervalo (latitude −90 a 90, longitude −180 a 180).',
        );
      if (geometry.type === 'Point')
        return add(nome, { type: 'Point', coordinates: lngLat(geometry.coordinates) });
      const area: Boundary =
        geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: geometry.coordinates.map((r) => closed(r.map(lngLat))) }
          : {
              type: 'MultiPolygon',
              coordinates: geometry.coordinates.map((p) => p.map((r) => closed(r.map(lngLat)))),
            };
      const problems = boundaryProblems(area);
      if (problems.length) return skip(item, problems.join(' '));
      add(nome, area);
    };
    features.forEach((feature, index) =>
      read(feature.geometry, featureName(feature), itemName(feature, index)),
    );
  }

  readGeoFiles(files, SENSITIVE_POINT_FILE_EXTENSIONS, {
    layer,
    skip: (skipped) => answer.ignorados.push(skipped),
  });
  return answer;
}
