/** The characters WinAnsi (Windows-1252) has between 0x80 and 0x9F; elsewhere it is Latin-1. */
const HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether Helvetica's WinAnsi encoding has a printable glyph for `char` (one code point). */
const printable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || HIGH.has(char);
};

/** Typographic marks WinAnsi lacks, and the plain marks that read the same. */
const PLAIN: Record<string, string> = { '′': "'", '″': '"', '−': '-' };

/**
 * A character WinAnsi lacks: a typographic mark's plain form (the prime of a coordinate's
 * minutes, the minus sign), its compatibility form without accents ('ﬁ' → 'fi'), or '?'.
 */
function substitute(char: string): string {
  if (PLAIN[char]) return PLAIN[char];
  if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) return '';
  if (/[\p{Zl}\p{Zp}]/u.test(char)) return '\n';
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain && [...plain].every(printable) ? plain : '?';
}

/**
 * A text as pdfkit's built-in fonts can show it. pdfkit writes each character of a standard font
 * as its code in hex without padding, so a control character below 0x10 (a tab) shifts every
 * following digit and garbles the rest of the line, and a character beyond WinAnsi (emoji, an
 * unjoined combining accent, Cyrillic) becomes unrelated glyphs. So: accents are joined to their
 * letters (NFC), line breaks become '\n', tabs and other blanks a space, other control and format
 * characters (the right-to-left override U+202E) are dropped, and what WinAnsi still lacks takes
 * its plain form ('ﬁ' → 'fi', 'ș' → 's') or '?' — every stored value reaches a PDF literally or,
 * where it cannot, visibly replaced, never as markup or noise.
 */
export function winAnsiText(text: string): string {
  let shown = '';
  for (const char of text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\v\f]/g, ' '))
    shown += char === '\n' || printable(char) ? char : substitute(char);
  return shown;
}
