import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers a file to save: its type and name. The names we make ('proposta-2026-0042.pdf')
 * travel as they are; a name someone gave a file (an attachment's) travels percent-encoded,
 * whatever its characters, and the browser is told not to guess the type.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; body: Buffer | Readable } & ({ name: string } | { givenName: string }),
) {
  if ('givenName' in file)
    reply
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.givenName)}`,
      )
      .header('x-content-type-options', 'nosniff');
  else reply.header('content-disposition', `attachment; filename="${file.name}"`);
  return reply.type(file.type).send(file.body);
}

/** A numbered document's number in a file name: '2026/0042' → '2026-0042'. */
export const fileNumber = (numero: string) => numero.replace('/', '-');

/** A month in a file name: 2026, 10 → '2026-10'. */
export const fileMonth = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}`;
