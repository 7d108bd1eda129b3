import type { FastifyInstance } from 'fastify';
import { takePlace } from '../http/hourly-places.ts';
import { systemDb } from '../db/system.ts';
import { AppError } from '../platform/app-error.ts';

/**
 * The upload rate of a company (issue 35): every request to a company route that takes a file
 * (`consumes` multipart/form-data: attachments, receipts, the logo, statements) takes a place in
 * the company's hourly window before its handler reads anything; beyond UPLOAD_LIMIT_PER_HOUR
 * it is refused (429) and nothing of it is read or kept. Counted in the database's rate table,
 * so every server instance shares the count; the place is taken whatever the upload's outcome.
 */
export function limitUploads(app: FastifyInstance) {
  const db = systemDb(app);
  app.addHook('preHandler', async (request) => {
    const takesFile = request.routeOptions.schema?.consumes?.includes('multipart/form-data');
    if (!takesFile || !request.actor) return;
    const limit = {
      kind: 'upload',
      subject: request.actor.companyId,
      perHour: app.config.uploadLimitPerHour,
    };
    if (!(await takePlace(db, app.clock, limit))) throw new AppError('TOO_MANY_UPLOADS');
  });
}
