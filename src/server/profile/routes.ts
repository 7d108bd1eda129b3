import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateCompanyInput } from '../../domain/companies/profile-contracts.ts';
import { weatherWindowInput } from '../../domain/operations/contracts.ts';
import { setWeatherWindow, updateCompanyData } from './company.ts';
import { AppError } from '../platform/app-error.ts';
import { OFFICE, routeOptions } from '../http/access.ts';
import { fileResponse, noContent, okAnswer } from '../../domain/wire.ts';
import { uploadedFile } from '../http/upload.ts';
import { logoState } from '../../domain/companies/contracts.ts';
import { findLogo, logoStateOf, removeLogo, uploadLogo } from './logo.ts';
import { fiscalRoutes } from './fiscal-routes.ts';
import { storageUse } from '../../domain/companies/storage-contracts.ts';
import { storageUseOf, uploadDeps } from '../companies/storage-quota.ts';

const logoUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['arquivo'],
  properties: { arquivo: { type: 'string', format: 'binary' } },
});

/**
 * Perfil: the company's data and logo (owners only), weather window, and fiscal settings with
 * the A1 certificate (owners and admins, fiscal-routes.ts). Open even without a subscription.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/company',
    routeOptions({ scope: 'company' }, { body: updateCompanyInput, response: { 200: okAnswer } }),
    async (request) => {
      if (request.actor!.role !== 'owner') throw new AppError('OWNER_ONLY');
      await request.tenant((db, actor) => updateCompanyData(db, actor.companyId, request.body));
      return { ok: true as const };
    },
  );

  app.put(
    '/api/company/janela-meteorologica',
    routeOptions(
      { scope: 'company', roles: OFFICE, acts: true },
      { body: weatherWindowInput.nullable(), response: { 200: okAnswer } },
    ),
    async (request) => {
      await request.tenant((db, actor) => setWeatherWindow(db, actor.companyId, request.body));
      return { ok: true as const };
    },
  );

  // The company's stored files against its quota (issue 35), for the office to see in Perfil.
  app.get(
    '/api/company/armazenamento',
    routeOptions({ scope: 'company', roles: OFFICE }, { response: { 200: storageUse } }),
    async (request) =>
      request.tenant((db, actor) => storageUseOf(db, actor.companyId, app.config.storageQuotaMb)),
  );

  app.put(
    '/api/company/logo',
    routeOptions(
      { scope: 'company' },
      { consumes: ['multipart/form-data'], body: logoUpload, response: { 200: okAnswer } },
    ),
    async (request) => {
      if (request.actor!.role !== 'owner') throw new AppError('OWNER_ONLY');
      await uploadLogo(uploadDeps(request), await uploadedFile(request));
      return { ok: true as const };
    },
  );

  // Whether there is a logo, so the page asks for the image only when there is one.
  app.get(
    '/api/company/logo/estado',
    routeOptions({ scope: 'company' }, { response: { 200: logoState } }),
    async (request) => request.tenant((db, actor) => logoStateOf(db, actor.companyId)),
  );

  app.get(
    '/api/company/logo',
    routeOptions(
      { scope: 'company' },
      { response: { 200: fileResponse('image/*', 'The logo, PNG or JPEG as its bytes say.') } },
    ),
    async (request, reply) => {
      const logo = await request.tenant((db, actor) => findLogo(db, actor.companyId));
      return reply
        .type(logo.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(app.storage.read(logo.key));
    },
  );

  app.delete(
    '/api/company/logo',
    routeOptions({ scope: 'company' }, { response: { 204: noContent } }),
    async (request, reply) => {
      if (request.actor!.role !== 'owner') throw new AppError('OWNER_ONLY');
      await removeLogo({ storage: app.storage, tenant: request.tenant.bind(request) });
      return reply.status(204).send();
    },
  );

  await app.register(fiscalRoutes);
};
