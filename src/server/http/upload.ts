import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
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
