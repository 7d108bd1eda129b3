import { documentCharacters, onlyDigits } from './documents.ts';
import type { PixKeyKind } from './pix.ts';

/**
 * The static PIX BR Code ("copia e cola" and the QR code's content), as the Banco Central's
 * "Manual de Padrões para Iniciação do Pix" lays it out over EMV® QRCPS-MPM: fields of
 * ID (2 digits) + length (2 digits) + value, closed by a CRC16 of everything before it.
 */

/** The most characters of the recebedor's name (ID 59) and city (ID 60). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** A static code's txid: up to 25 letters and digits; '***' when there is none. */
export const PIX_TXID_MAX = 25;

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of the
 * text's bytes, as 4 uppercase hex digits: the BR Code's ID 63. The text is ASCII by then.
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A text as the BR Code takes it: accents stripped ('São João' → 'Sao Joao'), anything outside
 * printable ASCII dropped, spaces collapsed, cut to `max` characters.
 */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * A key as the DICT holds it, the form a BR Code carries: a CPF in digits, a CNPJ as its 14
 * characters (letters in uppercase), a phone as +55 with DDD and number, an e-mail and a random
 * key in lowercase.
 */
export function pixKeyForCode(kind: PixKeyKind, key: string): string {
  const value = key.trim();
  switch (kind) {
    case 'cpf':
      return onlyDigits(value);
    case 'cnpj':
      return documentCharacters(value);
    case 'telefone':
      return `+55${onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '')}`;
    case 'email':
    case 'aleatoria':
      return value.toLowerCase();
  }
}

/** One field: ID, its value's length in two digits, the value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Campo ${id} do BR Code passa de 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos as the BR Code's amount: 123450 → '1234.50'. */
export const pixAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export type PixCodeInput = {
  /** The key as the DICT holds it (`pixKeyForCode`). */
  chave: string;
  /** The recebedor's name and city; accents are stripped and each is cut to its maximum. */
  nome: string;
  cidade: string;
  /** The amount, in centavos; without it the payer types the amount. */
  valor_cents?: number | null;
  /** The payer's reference (letters and digits, up to 25); '***' when none. */
  txid?: string | null;
  /** A short text shown to the payer (ID 26-02), cut to what the field leaves. */
  descricao?: string | null;
};

/**
 * The static BR Code: 00 payload format '01', 26 merchant account (GUI br.gov.bcb.pix, the key,
 * an optional description), 52 MCC '0000', 53 currency '986' (real), 54 amount when given,
 * 58 'BR', 59 name, 60 city, 62 additional data with 05 txid, 63 CRC16 of all that and '6304'.
 */
export function pixCode(input: PixCodeInput): string {
  const gui = field('00', 'br.gov.bcb.pix');
  const key = field('01', input.chave);
  const room = 99 - gui.length - key.length - 4;
  const descricao = input.descricao ? pixText(input.descricao, Math.min(room, 72)) : '';
  const account = gui + key + (descricao ? field('02', descricao) : '');
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX) || '***';
  const amount = input.valor_cents ? field('54', pixAmount(input.valor_cents)) : '';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    // Both are required: a name or city with nothing left after the accents (a name in another
    // script) is said in general terms rather than left empty.
    field('59', pixText(input.nome, PIX_NAME_MAX) || 'RECEBEDOR') +
    field('60', pixText(input.cidade, PIX_CITY_MAX) || 'BRASIL') +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** A BR Code's fields at the top level, by ID, in order: what a test or a reader checks. */
export function pixFields(code: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < code.length;) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    fields.push([id, code.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}
