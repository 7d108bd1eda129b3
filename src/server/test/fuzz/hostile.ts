// Hostile values the fuzzing suite puts in every field, and how a request body carries them.
//
// JSON cannot say some of them (-0, 1e999, a huge integer, bytes that are not UTF-8): such a
// value travels in the generated object as a marked string, and `jsonBytes` writes it raw.

/** A number written as this JSON text, e.g. `raw('-0')` or `raw('1e999')` (which reads Infinity). */
export const raw = (text: string) => `\u0001${text}\u0001`;

/** Marks where `jsonBytes` writes bytes that are not UTF-8 inside a string. */
const INVALID_UTF8_MARK = '\u0002';
const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]);

/** One megabyte of text: alone it fits the 1 MiB body limit, twice it does not. */
export const MEGABYTE = 'x'.repeat(1_000_000);

/** Texts an attacker types into a field, by name (the name is shown with a failure). */
export const HOSTILE_TEXTS: Record<string, string> = {
  sql: "x' OR 1=1; DROP TABLE companies; --",
  html: '"><script>alert(1)</script>',
  megabyte: MEGABYTE,
  loneSurrogates: 'a\ud800b\udfffc',
  invalidUtf8: `a${INVALID_UTF8_MARK}b`,
  nul: 'a\u0000b',
  controls: '\u0007\u001b[31m\r\n\t',
  nan: 'NaN',
  negativeZero: '-0',
  hugeInteger: '123456789012345678901234567890',
  exponent: '1e999',
  farDate: '99999-12-31',
  uuidLike: '00000000-0000-0000-0000-00000000000g',
};

/** Numbers out of every range, including the ones JSON has no literal for (as strings). */
export const HOSTILE_NUMBERS: Record<string, unknown> = {
  negativeZero: raw('-0'),
  infinity: raw('1e999'),
  negativeInfinity: raw('-1e999'),
  hugeInteger: raw('123456789012345678901234567890'),
  largest: Number.MAX_VALUE,
  unsafeInteger: 2 ** 53 + 1,
  negative: -1_000_000_000_000,
  nanText: 'NaN',
  infinityText: 'Infinity',
};

/**
 * A value as the bytes of a JSON body: raw numbers written as their text, and the invalid-UTF-8
 * mark as bytes no decoder accepts.
 */
export function jsonBytes(value: unknown): Buffer {
  const text = JSON.stringify(value).replace(/"\\u0001([^"\\]*)\\u0001"/g, '$1');
  const pieces = text.split('\\u0002');
  return Buffer.concat(
    pieces.flatMap((piece, index) =>
      index === 0 ? [Buffer.from(piece)] : [INVALID_UTF8, Buffer.from(piece)],
    ),
  );
}

/**
 * A value as a query-string or path text: raw numbers as their text, lone surrogates and the
 * invalid-UTF-8 mark as percent-escapes of bytes that are not UTF-8.
 */
export function urlText(value: unknown): string {
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replaceAll(
    '\u0001',
    '',
  );
  const escape = (char: string) =>
    /^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char);
  return text
    .split(INVALID_UTF8_MARK)
    .map((piece) => Array.from(piece, escape).join(''))
    .join('%FF%FE');
}

/** JSON nested `depth` arrays deep, as text: parsers and validators walking it must not fall. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
