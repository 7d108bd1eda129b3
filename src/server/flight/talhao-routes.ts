import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flightEvidence } from '../../domain/flight/contracts.ts';
import { talhaoInput } from '../../domain/flight/contracts.ts';
import { operations } from '../db/schema/index.ts';
import { OFFICE, onOwnedRow } from '../http/access.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { flightEvidenceOf, refreshAudit } from './evidence.ts';

/**
 * `PUT /api/operations/:id/talhao` (issue 39): the office draws the operation's treated plot, or
 * clears it for the whole property again; the coverage audit is measured on it in the same
 * transaction, and the evidence answered.
 */
export const talhaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/operations/:id/talhao',
    onOwnedRow(
      { scope: 'company', roles: OFFICE, acts: true },
      operations.id,
      'Operação não encontrada.',
      {
        tags: ['Voo e evidência'],
        body: talhaoInput,
        response: { 200: flightEvidence },
      },
    ),
    async (request) =>
      request.tenant(async (db, actor) => {
        await findOperation(db, actor, request.params.id);
        const [operation] = await db
          .update(operations)
          .set({ talhao: request.body.talhao })
          .where(eq(operations.id, request.params.id))
          .returning();
        await refreshAudit(db, actor, operation!);
        return flightEvidenceOf(db, actor, operation!);
      }),
  );
};
