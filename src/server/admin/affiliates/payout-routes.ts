import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPayout,
  adminPayoutPage,
  generatedPayouts,
  generatePayoutsInput,
  payoutListQuery,
  payoutMonthQuery,
  payoutPatch,
} from '../../../domain/affiliates/admin-contracts.ts';
import { fileResponse } from '../../../domain/wire.ts';
import { CSV } from '../../exports/table-file.ts';
import { sendDownload } from '../../http/download.ts';
import { monthPayoutsCsv, payoutBatchCsv } from './payout-files.ts';
import { generatePayouts, listPayouts, processPayout } from './payouts.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const idParams = z.object({ id: z.uuid('Pagamento não encontrado.') });

/** 'Pagamentos a Processar' (spec part 2 §2, §4 'Payout'): the monthly batches and their CSV. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(
    '/api/admin/affiliate-payouts',
    adminRoute({ querystring: payoutListQuery, response: { 200: adminPayoutPage } }),
    async (request) => {
      return listPayouts(db, request.query);
    },
  );

  app.post(
    '/api/admin/affiliate-payouts/generate',
    adminRoute({ body: generatePayoutsInput, response: { 200: generatedPayouts } }),
    async (request) => generatePayouts(db, request.identity!.user.id, `${request.body.mes}-01`),
  );

  app.patch(
    '/api/admin/affiliate-payouts/:id',
    adminRoute({ params: idParams, body: payoutPatch, response: { 200: adminPayout } }),
    async (request) =>
      processPayout(
        db,
        request.identity!.user.id,
        request.params.id,
        request.body,
        app.clock.now(),
      ),
  );

  app.get(
    '/api/admin/affiliate-payouts/csv',
    adminRoute({
      querystring: payoutMonthQuery,
      response: { 200: fileResponse(CSV, "The month's payouts as CSV.") },
    }),
    async (request, reply) =>
      sendDownload(reply, {
        type: CSV,
        name: `pagamentos-afiliados-${request.query.mes}.csv`,
        body: await monthPayoutsCsv(db, request.query.mes),
      }),
  );

  app.get(
    '/api/admin/affiliate-payouts/:id/csv',
    adminRoute({
      params: idParams,
      response: { 200: fileResponse(CSV, "A payout's commissions as CSV.") },
    }),
    async (request, reply) => {
      const file = await payoutBatchCsv(db, request.params.id);
      return sendDownload(reply, { type: CSV, ...file });
    },
  );
};
