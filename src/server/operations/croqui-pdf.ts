import { formatDecimal } from '../../domain/format.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import type { Pdf } from '../pdf/layout.ts';

type Position = [number, number];
type Property = OperationReportData['propriedade'];

/** A rectangle on the page, in points. */
export type Box = { x: number; y: number; width: number; height: number };

const SIDE = 160; // the drawing's square
const NORTH_WIDTH = 16; // the column left of the drawing where the north mark stands
const VERTICES = 12; // vertices listed beside the drawing

/** The outer rings of the property's boundary that can be drawn (three vertices or more). */
function rings(property: Property): Position[][] {
  const boundary = property?.boundary;
  if (!boundary) return [];
  const outer =
    boundary.type === 'Polygon'
      ? [(boundary.coordinates as Position[][])[0] ?? []]
      : (boundary.coordinates as Position[][][]).map((polygon) => polygon[0] ?? []);
  return outer.filter((ring) => ring.length >= 3);
}

/**
 * Where the croqui goes with its top left corner at `x`, `y`: the rings projected north up
 * (longitudes scaled by the latitude's cosine) into a square, the box they fill, and the
 * north mark's box, in a column of its own left of the drawing so it never covers the polygon.
 */
export function croquiLayout(usable: Position[][], x: number, y: number) {
  const points = usable.flat();
  const lats = points.map((pt) => pt[1]);
  const lngs = points.map((pt) => pt[0]);
  const [minLat, maxLat, minLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs)];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const width = (Math.max(...lngs) - minLng) * cos || 1e-6;
  const height = maxLat - minLat || 1e-6;
  const scale = SIDE / Math.max(width, height);
  const left = x + NORTH_WIDTH;
  const project = ([lng, lat]: Position): Position => [
    left + (lng - minLng) * cos * scale,
    y + (maxLat - lat) * scale,
  ];
  const drawing: Box = { x: left, y, width: width * scale, height: height * scale };
  const north: Box = { x, y, width: NORTH_WIDTH - 4, height: 24 };
  return { project, drawing, north };
}

/** The height the croqui takes below its title: what the title is kept with. */
export const croquiHeight = (property: Property) => (rings(property).length ? SIDE + 12 : 14);

/**
 * Item 10's drawing: the boundary north up in a 160-point square with the north mark beside
 * it and up to 12 vertices listed; without a boundary, the reference coordinate.
 */
export function croqui(doc: Pdf, property: Property) {
  const usable = rings(property);
  if (usable.length === 0) {
    doc.text(
      `Coordenada de referência: ${property?.latitude != null && property.longitude != null ? `${formatDecimal(property.latitude, 6)}, ${formatDecimal(property.longitude, 6)}` : '—'}`,
    );
    return;
  }
  const x0 = doc.page.margins.left;
  const y0 = doc.y + 4;
  const { project, north } = croquiLayout(usable, x0, y0);
  for (const ring of usable) {
    ring.forEach((position, i) => {
      const [x, y] = project(position);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.closePath().fillOpacity(0.25).fillAndStroke('#5b9a24', '#355d13').fillOpacity(1);
  }
  const middle = north.x + north.width / 2;
  doc
    .fillColor('#14212b')
    .fontSize(8)
    .text('N', north.x, north.y, { width: north.width, align: 'center', lineBreak: false });
  doc
    .moveTo(middle, north.y + north.height)
    .lineTo(middle, north.y + 12)
    .lineWidth(0.8)
    .strokeColor('#14212b')
    .stroke();
  doc
    .moveTo(middle - 3, north.y + 15)
    .lineTo(middle, north.y + 10)
    .lineTo(middle + 3, north.y + 15)
    .closePath()
    .fill('#14212b');
  const vertices = usable[0]!.slice(0, -1);
  const listed = vertices
    .slice(0, VERTICES)
    .map(([lng, lat], i) => `${i + 1}: ${formatDecimal(lat, 6)}, ${formatDecimal(lng, 6)}`);
  if (vertices.length > VERTICES) listed.push('…');
  doc.fontSize(8).text(listed.join('\n'), x0 + NORTH_WIDTH + SIDE + 20, y0, { width: 300 });
  doc.fontSize(9);
  doc.x = x0;
  doc.y = Math.max(doc.y, y0 + SIDE + 8);
}
