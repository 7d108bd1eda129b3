// ISO 11783-10 TaskData (ISOXML): TASKDATA.XML's polygons (PLN) and line strings (LSG) of points
// (PNT: C latitude, D longitude). Treatment zones and 'other' polygons are areas flown; tram lines
// and guidance patterns are lines flown; the rest is skipped naming its type.
import type * as FastXml from 'fast-xml-parser';
import type { Feature, Position } from 'geojson';
import { onFirstUse } from '../platform/on-first-use.ts';
import { fileError } from './file-error.ts';
import { refuseDoctype } from './read-xml.ts';
import type { Skipped } from './read-files.ts';

type Node = Record<string, unknown>;

const fastXml = onFirstUse<typeof FastXml>('fast-xml-parser');

/** ISO 11783-10 PolygonType (PLN attribute A): those that are not an area flown, by name. */
const POLYGON_TYPES: Record<string, string> = {
  '1': 'contorno do talhão',
  '3': 'superfície de água',
  '4': 'edificação',
  '5': 'estrada',
  '6': 'obstáculo',
  '7': 'marcação',
  '9': 'talhão principal',
  '10': 'cabeceira',
  '11': 'zona de proteção',
  '12': 'quebra-vento',
};
const FLOWN_POLYGONS = new Set(['2', '8']);
/** LineStringType (LSG attribute A) outside a polygon: tram lines (3) and guidance patterns (5). */
const LINE_TYPES: Record<string, string> = {
  '1': 'contorno externo',
  '2': 'contorno interno',
  '4': 'rota de amostragem',
  '6': 'drenagem',
  '7': 'cerca',
  '8': 'marcação',
  '9': 'obstáculo',
};
const FLOWN_LINES = new Set(['3', '5']);

const ARRAYS = new Set(['PFD', 'PLN', 'LSG', 'PNT', 'TSK', 'TLG', 'GGP', 'GPN']);
const MAX_NESTING = 30;

function parser() {
  const library = fastXml();
  return new library.XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: false,
    parseAttributeValue: false,
    maxNestedTags: MAX_NESTING,
    isArray: (name) => ARRAYS.has(name),
  } as FastXml.X2jOptions);
}

const children = (node: Node, tag: string) => (node[tag] as Node[] | undefined) ?? [];
const positionsOf = (line: Node): Position[] =>
  children(line, 'PNT').map((p) => [Number(p.D), Number(p.C)]);

/** Every node of the tree under `node` named `tag`, outside a PLN when `outsidePolygons`. */
function findAll(node: Node, tag: string, outsidePolygons: boolean, found: Node[] = []): Node[] {
  for (const [key, value] of Object.entries(node)) {
    if (!value || typeof value !== 'object') continue;
    if (outsidePolygons && key === 'PLN') continue;
    for (const child of (Array.isArray(value) ? value : [value]) as Node[]) {
      if (key === tag) found.push(child);
      findAll(child, tag, outsidePolygons, found);
    }
  }
  return found;
}

/** The features of a TASKDATA.XML and what was skipped; refused whole when it is not one. */
export function isoxmlFeatures(
  file: string,
  xml: string,
): { features: Feature[]; skipped: Skipped[] } {
  refuseDoctype(file, xml);
  const library = fastXml();
  const valid = library.XMLValidator.validate(xml);
  if (valid !== true) throw fileError(file, `XML malformado (linha ${valid.err.line}).`);
  let tree: Node;
  try {
    tree = parser().parse(xml) as Node;
  } catch {
    throw fileError(file, `o XML aninha mais de ${MAX_NESTING} níveis de elementos.`);
  }
  const root = tree.ISO11783_TaskData as Node | undefined;
  if (!root || typeof root !== 'object')
    throw fileError(file, 'não é um TASKDATA.XML (falta o elemento ISO11783_TaskData).');
  const features: Feature[] = [];
  const skipped: Skipped[] = [];
  const skip = (item: string, motivo: string) => skipped.push({ arquivo: file, item, motivo });
  findAll(root, 'PLN', false).forEach((pln, i) => {
    const item = `PLN ${String(pln.B ?? i + 1)}`;
    const type = String(pln.A ?? '');
    if (!FLOWN_POLYGONS.has(type))
      return skip(item, `polígono do tipo ${POLYGON_TYPES[type] ?? type}: não é área aplicada.`);
    const rings = children(pln, 'LSG');
    const outer = rings.filter((r) => String(r.A) === '1').map(positionsOf);
    const inner = rings.filter((r) => String(r.A) === '2').map(positionsOf);
    if (outer.length === 0) return skip(item, 'polígono sem contorno externo (LSG tipo 1).');
    for (const ring of outer)
      features.push({
        type: 'Feature',
        properties: { name: pln.B ?? null },
        geometry: { type: 'Polygon', coordinates: [ring, ...inner] },
      });
  });
  findAll(root, 'LSG', true).forEach((lsg, i) => {
    const item = `LSG ${String(lsg.B ?? i + 1)}`;
    const type = String(lsg.A ?? '');
    if (!FLOWN_LINES.has(type))
      return skip(item, `linha do tipo ${LINE_TYPES[type] ?? type}: não é linha de voo.`);
    features.push({
      type: 'Feature',
      properties: { name: lsg.B ?? null },
      geometry: { type: 'LineString', coordinates: positionsOf(lsg) },
    });
  });
  if (findAll(root, 'TLG', false).length)
    skip(
      'TLG',
      'registros de tempo (TLG) são binários e não são lidos; exporte a cobertura como polígonos.',
    );
  return { features, skipped };
}
