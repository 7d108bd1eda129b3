import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The types an uploaded file keeps (what attachments and receipts accept: photos, PDF, text,
 * CSV, KML/KMZ, GPX, ZIP); none of them is run by a browser.
 */
const UPLOADED_TYPES = new Set([
  PDF,
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'text/plain',
  'text/csv',
  'application/vnd.google-earth.kml+xml',
  'application/vnd.google-earth.kmz',
  'application/gpx+xml',
  'application/zip',
  'application/x-zip-compressed',
]);

/**
 * The type an uploaded file is stored and served as: the one its sender declared when it is one
 * of UPLOADED_TYPES, otherwise bytes to save ('application/octet-stream'), never a type the
 * browser would render as a page (HTML, SVG) on the app's own origin.
 */
export function uploadedType(declared: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return UPLOADED_TYPES.has(type) ? type : 'application/octet-stream';
}

/**
 * A text as an RFC 5987 value (`filename*`): UTF-8, percent-encoded outside the attr-chars —
 * encodeURIComponent leaves "'", '(', ')' and '*' as they are, and an apostrophe is the value's
 * own delimiter ("UTF-8''…").
 */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Answers a file to save: its type and name. The files we make ('proposta-2026-0042.pdf')
 * travel as they are; a file someone uploaded (its `givenName`) travels with its name
 * percent-encoded, whatever its characters, less its control and format characters (a
 * right-to-left override would show 'foto\u202Egpj.exe' as 'fotoexe.jpg'), its type from
 * UPLOADED_TYPES (even one stored before that rule) and the browser told not to guess the type.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; body: Buffer | Readable } & ({ name: string } | { givenName: string }),
) {
  if ('givenName' in file)
    return reply
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${rfc5987(file.givenName.replace(/[\p{Cc}\p{Cf}]/gu, ''))}`,
      )
      .header('x-content-type-options', 'nosniff')
      .type(uploadedType(file.type))
      .send(file.body);
  reply.header('content-disposition', `attachment; filename="${file.name}"`);
  return reply.type(file.type).send(file.body);
}

/** A numbered document's number in a file name: '2026/0042' → '2026-0042'. */
export const fileNumber = (numero: string) => numero.replace('/', '-');

/** A month in a file name: 2026, 10 → '2026-10'. */
export const fileMonth = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}`;
