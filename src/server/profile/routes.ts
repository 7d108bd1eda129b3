import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInput,
  updateCompanyInput,
  updateNameInput,
} from '../../domain/companies/profile-contracts.ts';
import { authHeaders, forwardCookies } from '../auth/headers.ts';
import { requireCanAct, requireMember, requireRole, requireUser } from '../auth/identity.ts';
import { weatherWindowInput } from '../../domain/operations/contracts.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { companies, passwordChangeAttempts, users } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

const ok = z.object({ ok: z.literal(true) });

/** Perfil: own name and password; company data (owners only). Open even without a subscription. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.patch(
    '/api/me',
    { preHandler: requireUser, schema: { body: updateNameInput, response: { 200: ok } } },
    async (request) => {
      await db
        .update(users)
        .set({ name: request.body.name, updatedAt: app.clock.now() })
        .where(eq(users.id, request.identity!.user.id));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/password',
    { preHandler: requireUser, schema: { body: changePasswordInput, response: { 200: ok } } },
    async (request, reply) => {
      const response = await app.auth.api.changePassword({
        body: { ...request.body, revokeOtherSessions: true },
        headers: authHeaders(request),
        asResponse: true,
      });
      await db.insert(passwordChangeAttempts).values({
        user_id: request.identity!.user.id,
        ip_address: request.ip,
        success: response.ok,
        attempt_time: app.clock.now(),
      });
      if (!response.ok)
        throw new AppError('WRONG_CURRENT_PASSWORD', { currentPassword: 'Senha atual incorreta.' });
      forwardCookies(reply, response); // the session is renewed; other devices are signed out
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/company',
    { preHandler: requireMember, schema: { body: updateCompanyInput, response: { 200: ok } } },
    async (request) => {
      const { role, company } = request.identity!.membership!;
      if (role !== 'owner') throw new AppError('OWNER_ONLY');
      try {
        await db.update(companies).set(request.body).where(eq(companies.id, company.id));
      } catch (error) {
        if (isUniqueViolation(error, 'companies_cnpj_unique'))
          throw new AppError('CNPJ_TAKEN', { cnpj: 'Este CNPJ já está cadastrado no sistema' });
        throw error;
      }
      return { ok: true as const };
    },
  );

  app.put(
    '/api/company/janela-meteorologica',
    {
      preHandler: [requireRole('owner', 'admin'), requireCanAct],
      schema: { body: weatherWindowInput.nullable(), response: { 200: ok } },
    },
    async (request) => {
      const { company } = request.identity!.membership!;
      await db
        .update(companies)
        .set({ janela_meteorologica: request.body })
        .where(eq(companies.id, company.id));
      return { ok: true as const };
    },
  );
};
