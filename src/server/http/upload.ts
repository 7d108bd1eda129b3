import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error.ts';
import { uploadedType } from './download.ts';

/**
 * The file a multipart request carries, its declared type narrowed to one a download may keep
 * (`uploadedType`: what is stored and listed is what is served); any other request is refused
 * naming `arquivo` (400).
 */
export async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', {
      arquivo: 'Envie o arquivo como multipart/form-data.',
    });
  const file = await request.file();
  if (file) file.mimetype = uploadedType(file.mimetype);
  return file;
}

/** The bytes of a stream, or null once they pass `limit` (the rest is drained). */
export async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** The multipart parser's refusals of a malformed body: plain errors, known by their text. */
const MALFORMED_MULTIPART = [
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'The needle cannot have a length bigger than 256.',
];

/**
 * Whether `error` is the multipart parser refusing the body of a multipart request (cut short,
 * without a boundary or with one too long): the client's fault, answered 400, not a 500.
 */
export const isMalformedMultipart = (request: FastifyRequest, error: Error) =>
  request.isMultipart() && MALFORMED_MULTIPART.some((text) => error.message.endsWith(text));
