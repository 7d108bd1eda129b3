// A flight line turned into the area its spray covered: the line simplified, cut at its turns
// into passes, each pass a band of the swath's width (a rectangle per segment, square ends, the
// segments of a pass joined). Overlap between passes is kept apart: each pass is its own area.
import { headingFrom, metresBetween, moved } from '../geo/geodesic.ts';
import type { LngLat } from '../geo/polygon.ts';
import { simplifiedArea, simplifiedLine, unionOf, type Area } from './shapes.ts';

/** A change of heading sharper than this starts a new pass. */
export const TURN_DEGREES = 45;
/**
 * A piece between two turns shorter than this many swaths is the turn itself (the crossing from
 * one pass to the next, boom closed), not a pass.
 */
export const TURN_SWATHS = 2;

/** The smaller angle between two headings, 0–180°. */
const headingChange = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
const lengthOf = (piece: LngLat[]) =>
  piece.slice(1).reduce((sum, p, i) => sum + metresBetween(piece[i]!, p), 0);

/**
 * The pieces of a (simplified) line between its turns sharper than `TURN_DEGREES`; an inner
 * piece shorter than `TURN_SWATHS` swaths is a turn, left out and counted.
 */
export function piecesOf(line: LngLat[], swathM: number): { pieces: LngLat[][]; turns: number } {
  const cuts: LngLat[][] = [];
  let piece: LngLat[] = line.slice(0, 1);
  for (let i = 1; i < line.length; i++) {
    piece.push(line[i]!);
    const next = line[i + 1];
    if (!next) break;
    const change = headingChange(headingFrom(line[i - 1]!, line[i]!), headingFrom(line[i]!, next));
    if (change > TURN_DEGREES) {
      cuts.push(piece);
      piece = [line[i]!];
    }
  }
  if (piece.length > 1) cuts.push(piece);
  const isTurn = (p: LngLat[], i: number) =>
    i > 0 && i < cuts.length - 1 && lengthOf(p) < TURN_SWATHS * swathM;
  const pieces = cuts.filter((p, i) => !isTurn(p, i));
  return { pieces, turns: cuts.length - pieces.length };
}

/** The band of `swathM` metres centred on the segment a→b, square at both ends. */
function segmentBand(a: LngLat, b: LngLat, swathM: number): Area {
  const heading = headingFrom(a, b);
  const side = (p: LngLat, turn: number) => moved(p, swathM / 2, heading + turn);
  const left = side(a, -90);
  return { type: 'Polygon', coordinates: [[left, side(b, -90), side(b, 90), side(a, 90), left]] };
}

/** The area one pass covered: its segments' bands joined. */
export function passArea(piece: LngLat[], swathM: number): Area | null {
  const bands = piece.slice(1).map((p, i) => segmentBand(piece[i]!, p, swathM));
  return unionOf(bands);
}

/**
 * Flight lines with the swath open → the passes' areas (simplified as stored), the lines as
 * simplified (kept to draw the flight's direction) and the turns left out.
 */
export function passesFromLines(
  lines: LngLat[][],
  swathM: number,
): { passes: Area[]; lines: LngLat[][]; turns: number } {
  const passes: Area[] = [];
  const simplified: LngLat[][] = [];
  let turns = 0;
  for (const line of lines) {
    const simple = simplifiedLine(line);
    if (simple.length < 2) continue;
    simplified.push(simple);
    const cut = piecesOf(simple, swathM);
    turns += cut.turns;
    for (const piece of cut.pieces) {
      const area = passArea(piece, swathM);
      const simple = area && simplifiedArea(area);
      if (simple) passes.push(simple);
    }
  }
  return { passes, lines: simplified, turns };
}
