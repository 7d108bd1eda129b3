import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkTargets, trialEmailAnswer, trialEmailBody } from '../../../domain/admin/contracts.ts';
import { sendTrialEmail } from '../../billing/trial-emails.ts';
import { AppError } from '../../platform/app-error.ts';
import { bulkTargets as findBulkTargets } from './bulk.ts';
import { companyExists } from './companies.ts';
import { logAdminAction } from '../audit.ts';
import { adminRoute } from '../access.ts';
import { systemDatabase, systemDb } from '../../db/system.ts';

const idParams = z.object({ id: z.uuid('Empresa inválida.') });

/**
 * Spec part 2 §7 'send-trial-email': the bulk buttons ('Lembrete Geral', 'Cobrança Geral') read
 * their targets here, then the page calls the send once per company, 500 ms apart.
 */
export const trialEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(
    '/api/admin/companies/envio-em-massa',
    adminRoute({ response: { 200: bulkTargets } }),
    async () => {
      return findBulkTargets(db);
    },
  );

  // Each call is audited with its outcome: the e-mail left the outbox or it did not, so the
  // audit row follows the send (an e-mail cannot be taken back with a transaction).
  app.post(
    '/api/admin/companies/:id/trial-email',
    adminRoute({ params: idParams, body: trialEmailBody, response: { 200: trialEmailAnswer } }),
    async (request) => {
      const companyId = request.params.id;
      if (!(await companyExists(db, companyId))) throw new AppError('NOT_FOUND');
      const { email_type, force } = request.body;
      const result = await sendTrialEmail(
        {
          db,
          inCompany: systemDatabase(app).inCompany,
          mailer: app.mailer,
          appUrl: app.config.appUrl,
          log: request.log,
        },
        { companyId, type: email_type, force },
      );
      await logAdminAction(db, {
        adminUserId: request.identity!.user.id,
        action: 'send_trial_email',
        companyId: companyId,
        details: { email_type, force, result },
      });
      return { result };
    },
  );
};
