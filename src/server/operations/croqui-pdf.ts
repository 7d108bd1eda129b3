import { croquiDrawing, type CroquiDrawing, type XY } from '../../domain/distances/croqui.ts';
import {
  croquiInputOf,
  findingLine,
  MEASURED_FROM_LABELS,
} from '../../domain/distances/croqui-input.ts';
import { formatDecimal } from '../../domain/format.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import type { Pdf } from '../pdf/layout.ts';

const VERTICES = 12; // vertices listed under the drawing
const INK = '#14212b';
const WARN = '#b42318';
const FILLS = { plot: '#5b9a24', applied: '#1d6fa5', sensitive: '#d97706' } as const;
const STROKES = { plot: '#355d13', applied: '#13496d', sensitive: '#9a5405' } as const;

/** The drawing's scale on the page: its width fits between the margins, never enlarged. */
const scaleOn = (doc: Pdf, drawing: CroquiDrawing) =>
  Math.min(1, (doc.page.width - doc.page.margins.left - doc.page.margins.right) / drawing.width);

/** The outer ring's vertices listed under the drawing, up to 12; without one, the reference. */
function vertexLines(report: OperationReportData): string[] {
  const p = report.propriedade;
  const boundary = croquiInputOf(report).plot;
  if (!boundary)
    return p?.latitude != null && p.longitude != null
      ? [
          `Coordenada de referência: ${formatDecimal(p.latitude, 6)}, ${formatDecimal(p.longitude, 6)}`,
        ]
      : [];
  const ring = boundary.type === 'Polygon' ? boundary.coordinates[0] : boundary.coordinates[0]?.[0];
  const vertices = (ring ?? []).slice(0, -1);
  const listed = vertices
    .slice(0, VERTICES)
    .map(([lng, lat], i) => `${i + 1}: ${formatDecimal(lat, 6)}, ${formatDecimal(lng, 6)}`);
  if (vertices.length > VERTICES) listed.push('…');
  return listed;
}

/** The height the croqui takes below its title: what the title is kept with. */
export function croquiHeight(doc: Pdf, report: OperationReportData) {
  const drawing = croquiDrawing(croquiInputOf(report));
  if (!drawing) return 14;
  return (
    drawing.height * scaleOn(doc, drawing) + 12 + Math.ceil(vertexLines(report).length / 3) * 10
  );
}

/**
 * Item 10's drawing (issue 39 item 4): the shapes of the domain's croqui (the treated plot, the
 * applied area, the sensitive points within 1 km with their distances, the flight lines, the
 * wind, the scale bar and north) drawn with PDFKit, then the boundary's vertices; without any
 * ground to draw, the reference coordinate.
 */
export function croqui(doc: Pdf, report: OperationReportData) {
  const drawing = croquiDrawing(croquiInputOf(report));
  if (!drawing) {
    doc.text(vertexLines(report)[0] ?? 'Coordenada de referência: —');
    return;
  }
  const k = scaleOn(doc, drawing);
  const x0 = doc.page.margins.left;
  const y0 = doc.y + 4;
  const at = ([x, y]: XY): XY => [x0 + x * k, y0 + y * k];
  const path = (points: XY[]) =>
    points.map(at).forEach(([x, y], i) => (i === 0 ? doc.moveTo(x, y) : doc.lineTo(x, y)));
  doc
    .save()
    .rect(x0, y0, drawing.width * k, drawing.height * k)
    .lineWidth(0.5)
    .stroke('#c9d2d8');
  for (const shape of drawing.shapes) {
    if (shape.kind === 'area') {
      for (const ring of shape.rings) {
        path(ring);
        doc.closePath();
      }
      const fill = shape.warn ? WARN : FILLS[shape.role];
      doc
        .fillOpacity(0.22)
        .lineWidth(0.8)
        .fillAndStroke(fill, shape.warn ? WARN : STROKES[shape.role]);
      doc.fillOpacity(1);
    } else if (shape.kind === 'dot') {
      const [x, y] = at(shape.at);
      doc
        .circle(x, y, 3)
        .fill(shape.warn ? WARN : shape.role === 'reference' ? INK : FILLS.sensitive);
    } else if (shape.kind === 'line') {
      path(shape.points);
      doc.lineWidth(shape.role === 'scale' ? 2 : 1).stroke(INK);
      if (shape.arrow) arrowHead(doc, at(shape.points[0]!), at(shape.points.at(-1)!));
    } else {
      const [x, y] = at(shape.at);
      const size = shape.size * k;
      doc
        .font('Helvetica')
        .fontSize(size)
        .fillColor(shape.warn ? WARN : INK);
      const width = doc.widthOfString(shape.text);
      const left =
        shape.anchor === 'start' ? x : shape.anchor === 'middle' ? x - width / 2 : x - width;
      doc.text(shape.text, left, y - size * 0.8, { lineBreak: false });
    }
  }
  doc.restore().fillColor('black').fontSize(9);
  const vertices = vertexLines(report);
  doc.x = x0;
  doc.y = y0 + drawing.height * k + 6;
  if (vertices.length)
    doc
      .fontSize(7)
      .text(vertices.join('   '), { width: drawing.width * k })
      .fontSize(9);
  doc.x = x0;
}

function arrowHead(doc: Pdf, from: XY, to: XY) {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const side = (turn: number): XY => [
    to[0] - 5 * Math.cos(angle + turn),
    to[1] - 5 * Math.sin(angle + turn),
  ];
  const [a, b] = [side(0.45), side(-0.45)];
  doc.moveTo(to[0], to[1]).lineTo(a[0], a[1]).lineTo(b[0], b[1]).closePath().fill(INK);
}

/**
 * The sensitive points near the treated area with their distances and the rule, and, when the
 * application went ahead under a distance, the justification recorded at its conclusion.
 */
export function distancesBlock(doc: Pdf, report: OperationReportData) {
  const d = report.distancias;
  if (!d || (d.pontos.length === 0 && d.alertas.length === 0)) return;
  doc.moveDown(0.4).font('Helvetica-Bold');
  doc.text(
    `Pontos sensíveis até 1 km (${d.norma ?? 'sem norma'}; ${d.medido_de ? MEASURED_FROM_LABELS[d.medido_de] : '—'}):`,
  );
  doc.font('Helvetica');
  for (const point of d.pontos)
    doc.fillColor(point.abaixo ? WARN : 'black').text(`• ${findingLine(point)}`);
  doc.fillColor('black');
  if (d.justificativa) {
    doc.moveDown(0.3).font('Helvetica-Bold');
    doc.text('Aplicação abaixo das distâncias mínimas, com justificativa do responsável:');
    doc.font('Helvetica').text(d.justificativa);
  }
}
