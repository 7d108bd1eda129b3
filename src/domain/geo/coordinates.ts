// A reference point's latitude or longitude as people type and read it in Brazil: decimal
// degrees ('-12,5432') or degrees, minutes and seconds ('12°32′35,5″ S'), hemispheres in English
// or Portuguese (E or L for leste, W or O for oeste). Stored as decimal degrees.

import { readTyped } from '../decimal.ts';

/** Which of the two coordinates: its limit and its hemispheres differ. */
export type Axis = 'latitude' | 'longitude';

/** The largest absolute value of each coordinate, in degrees. */
export const COORDINATE_LIMITS: Record<Axis, number> = { latitude: 90, longitude: 180 };

/** A value of each coordinate in both notations, for hints and messages. */
export const COORDINATE_EXAMPLES: Record<Axis, { decimal: string; dms: string }> = {
  latitude: { decimal: '-12,5432', dms: '12°32′35,5″ S' },
  longitude: { decimal: '-55,7211', dms: '55°43′16″ O' },
};

const HEMISPHERES: Record<Axis, Record<string, 1 | -1>> = {
  latitude: { N: 1, S: -1 },
  longitude: { E: 1, L: 1, W: -1, O: -1 },
};
/** Degree, minute and second marks as typed (including the ordinal º and straight quotes). */
const MARKS = /[\s°º˚'′’"″]+/;
const NUMBER = /^\d+(\.\d+)?$/;

/**
 * A typed coordinate → decimal degrees: '-12,5432', '12°32\'35.5"S', '12 32 35,5 S',
 * 'S 12°32,5\'' (degrees and decimal minutes). A number passes through; blank → null; what
 * cannot be read (minutes or seconds of 60, a hemisphere of the other axis, a sign beside a
 * hemisphere) → NaN. The limits are the schema's to check.
 */
export const parseCoordinate = (value: unknown, axis: Axis): number | null =>
  readTyped(value, (typed) => degreesOf(typed, axis));

/** Typed text (trimmed, not blank) → decimal degrees, or NaN. */
function degreesOf(typed: string, axis: Axis): number {
  let text = typed.toUpperCase().replace(/−/g, '-').replace(/,/g, '.');
  let sign = 1;
  const letters = text.match(/[A-Z]/g) ?? [];
  if (letters.length > 1) return Number.NaN;
  if (letters.length === 1) {
    const letter = letters[0]!;
    const hemisphere = HEMISPHERES[axis][letter];
    if (!hemisphere || !(text.startsWith(letter) || text.endsWith(letter))) return Number.NaN;
    text = text.replace(letter, '').trim();
    if (/^[-+]/.test(text)) return Number.NaN;
    sign = hemisphere;
  } else if (/^[-+]/.test(text)) {
    sign = text.startsWith('-') ? -1 : 1;
    text = text.slice(1);
  }
  const parts = text.split(MARKS).filter(Boolean);
  if (parts.length === 0 || parts.length > 3 || !parts.every((part) => NUMBER.test(part)))
    return Number.NaN;
  if (parts.slice(0, -1).some((part) => part.includes('.'))) return Number.NaN;
  const [degrees = 0, minutes = 0, seconds = 0] = parts.map(Number);
  if (minutes >= 60 || seconds >= 60) return Number.NaN;
  return sign * (degrees + minutes / 60 + seconds / 3600);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Decimal degrees in degrees, minutes and seconds (tenths): -12.543194 → '12°32′35,5″ S'. */
export function formatDms(value: number, axis: Axis): string {
  const tenths = Math.round(Math.abs(value) * 36_000);
  const degrees = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = `${pad(Math.floor((tenths % 600) / 10))},${tenths % 10}`;
  const hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'O' : 'L';
  return `${degrees}°${pad(minutes)}′${seconds}″ ${hemisphere}`;
}

// Made on its first use, as ../dates.ts says why.
let degreesFormat: Intl.NumberFormat | undefined;

/** A stored coordinate with its DMS beside it: '−12,543194 · 12°32′35,5″ S'. */
export const formatCoordinate = (value: number, axis: Axis) =>
  `${(degreesFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 })).format(value).replace('-', '−')} · ${formatDms(value, axis)}`;
