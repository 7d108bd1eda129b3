import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateCompanyInput } from '../../domain/companies/profile-contracts.ts';
import { weatherWindowInput } from '../../domain/operations/contracts.ts';
import { setWeatherWindow, updateCompanyData } from './company.ts';
import { AppError } from '../http/app-error.ts';
import { OFFICE, routeOptions } from '../http/access.ts';
import { okAnswer } from '../../domain/wire.ts';

/** Perfil: the company's data (owners only) and weather window. Open even without a subscription. */
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
};
