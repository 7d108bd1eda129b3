import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The file a multipart request carries; any other request is refused naming `arquivo` (400). */
export async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', {
      arquivo: 'Envie o arquivo como multipart/form-data.',
    });
  return request.file();
}
