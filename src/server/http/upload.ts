import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES } from '../../domain/operations/values.ts';
import { FLIGHT_FILE_PROBLEMS } from '../../domain/flight/file-checks.ts';
import { FLIGHT_LIMITS } from '../../domain/flight/values.ts';
import { fileError } from '../geo-files/file-error.ts';
import type { GeoFile } from '../geo-files/read-files.ts';
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

/** A file of a multipart request: its name, bytes and declared type (as `uploadedType` keeps it). */
export type UploadedFile = GeoFile & { mime: string };

const refuseFiles = (message: string) =>
  new AppError('VALIDATION_FAILED', { arquivos: message }, message);

/**
 * The geographic files of a multipart request (`arquivos`, 1 to `FLIGHT_LIMITS.files`, 20 MB
 * each: decision 040), read whole before any is parsed; one over the limit or empty is refused
 * naming it (400).
 */
export async function uploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw refuseFiles('Envie os arquivos como multipart/form-data.');
  const files: UploadedFile[] = [];
  try {
    const parts = request.files({
      limits: { files: FLIGHT_LIMITS.files, fileSize: ATTACHMENT_MAX_BYTES },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const bytes = await readUpTo(part.file, ATTACHMENT_MAX_BYTES);
      if (!bytes || part.file.truncated)
        throw fileError(part.filename, FLIGHT_FILE_PROBLEMS.tooBig);
      if (bytes.length === 0) throw fileError(part.filename, FLIGHT_FILE_PROBLEMS.empty);
      files.push({ name: part.filename || 'arquivo', bytes, mime: uploadedType(part.mimetype) });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw refuseFiles(FLIGHT_FILE_PROBLEMS.tooMany);
    throw error;
  }
  if (files.length === 0) throw refuseFiles(FLIGHT_FILE_PROBLEMS.none);
  return files;
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
