import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompany,
  adminCompanyListQuery,
  adminCompanyPatch,
} from '../../domain/admin/contracts.ts';
import { requirePlatformAdmin } from '../auth/identity.ts';
import { listCompanies, updateCompany } from './companies.ts';

const idParams = z.object({ id: z.uuid('Empresa inválida.') });

/** The platform administration area's company tools (spec part 2 §1–§2, §7). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/companies',
    {
      preHandler: requirePlatformAdmin,
      schema: {
        querystring: adminCompanyListQuery,
        response: {
          200: z.object({
            companies: z.array(adminCompany),
            total: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCompanies(db, request.query);
    },
  );

  app.patch(
    '/api/admin/companies/:id',
    {
      preHandler: requirePlatformAdmin,
      schema: { params: idParams, body: adminCompanyPatch, response: { 200: adminCompany } },
    },
    async (request) =>
      updateCompany(db, request.identity!.user.id, request.params.id, request.body),
  );
};
