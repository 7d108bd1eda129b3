import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatDms, parseCoordinate, type Axis } from './coordinates.ts';

const S = -(12 + 32 / 60 + 35.5 / 3600);
const W = -(55 + 43 / 60 + 16 / 3600);

describe('parseCoordinate reads what people type', () => {
  it.each<[string, unknown, Axis, number | null]>([
    ['decimal, point', '-12.5432', 'latitude', -12.5432],
    ['decimal, comma', '-12,5432', 'latitude', -12.5432],
    ['three places are not thousands', '-12.543', 'latitude', -12.543],
    ['a number passes', -55.7211, 'longitude', -55.7211],
    ['decimal with hemisphere', '12,5 S', 'latitude', -12.5],
    ['DMS with symbols', `12°32'35.5"S`, 'latitude', S],
    ['DMS with spaces and a comma', '12 32 35,5 S', 'latitude', S],
    ['DMS with primes', '12°32′35,5″ S', 'latitude', S],
    ['DMS with the ordinal sign', `12º 32' 35,5" s`, 'latitude', S],
    ['hemisphere first', `S 12°32'35.5"`, 'latitude', S],
    ['DMS with a sign', '-12 32 35.5', 'latitude', S],
    ['north is positive', '12 32 35.5 N', 'latitude', -S],
    ['degrees and decimal minutes', `12°32,5' S`, 'latitude', -(12 + 32.5 / 60)],
    ['west', `55°43'16"W`, 'longitude', W],
    ['oeste', '55 43 16 O', 'longitude', W],
    ['east', '55 43 16 E', 'longitude', -W],
    ['leste', '55 43 16 L', 'longitude', -W],
    ['beyond the limit, for the schema to name', '91 0 0 N', 'latitude', 91],
    ['blank', '  ', 'latitude', null],
    ['absent', undefined, 'longitude', null],
  ])('%s: %j (%s) → %j', (_, typed, axis, expected) => {
    const read = parseCoordinate(typed, axis);
    if (expected === null) expect(read).toBeNull();
    else expect(read).toBeCloseTo(expected, 9);
  });

  it.each<[string, string, Axis]>([
    ['words', 'perto do rio', 'latitude'],
    ['a letter alone', 'S', 'latitude'],
    ['minutes of 60', '12 60 00 S', 'latitude'],
    ['seconds of 60', '12 30 60 S', 'latitude'],
    ['east on a latitude', '12 32 35 E', 'latitude'],
    ['north on a longitude', '55 43 16 N', 'longitude'],
    ['a sign and a hemisphere', '-12 32 35 S', 'latitude'],
    ['fractional degrees before minutes', '12,5 32 S', 'latitude'],
    ['four parts', '12 32 35 10 S', 'latitude'],
    ['two hemispheres', 'S 12 32 35 S', 'latitude'],
  ])('%s: %j (%s) is not read', (_, typed, axis) => {
    expect(parseCoordinate(typed, axis)).toBeNaN();
  });
});

describe('coordinates shown', () => {
  it.each<[number, Axis, string]>([
    [-12.543194, 'latitude', '12°32′35,5″ S'],
    [12.543194, 'latitude', '12°32′35,5″ N'],
    [-55.7211, 'longitude', '55°43′16,0″ O'],
    [10.5, 'longitude', '10°30′00,0″ L'],
    [0, 'latitude', '0°00′00,0″ N'],
    [-12.99999999, 'latitude', '13°00′00,0″ S'],
  ])('%j (%s) in DMS is %s', (value, axis, shown) => {
    expect(formatDms(value, axis)).toBe(shown);
  });

  it.each<[number, Axis, string]>([
    [-12.543194, 'latitude', '−12,543194 · 12°32′35,5″ S'],
    [-55.7211, 'longitude', '−55,7211 · 55°43′16,0″ O'],
    [3.5, 'latitude', '3,5 · 3°30′00,0″ N'],
  ])('%j (%s) with its DMS beside it: %s', (value, axis, shown) => {
    expect(formatCoordinate(value, axis)).toBe(shown);
  });
});
