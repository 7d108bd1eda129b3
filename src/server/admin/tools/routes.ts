import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPasswordResetInput,
  demoAccountInput,
  demoAccountResult,
  inviteTestInput,
  inviteTestResult,
  orphanFixResult,
  orphanList,
  weeklyReportInput,
  weeklyReportResult,
} from '../../../domain/admin/tools.ts';
import { pageOnlyQuery } from '../../../domain/registers/fields.ts';
import { noBody, okAnswer } from '../../../domain/wire.ts';
import { logAdminAction } from '../audit.ts';
import { setupDemoAccount } from './demo-account.ts';
import { testInviteSystem } from './invite-test.ts';
import { fixOrphan, listOrphans } from './orphans.ts';
import { resetUserPassword } from './password-reset.ts';
import { sendWeeklyReport } from './weekly-report.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const userParams = z.object({ id: z.string().min(1, 'Usuário inválido.') });

/** The admin's Ferramentas tab (spec part 2 §2, §7): demo account, orphan users, password reset, invite tester, weekly report. */
export const toolsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.post(
    '/api/admin/tools/demo-account',
    adminRoute({ body: demoAccountInput, response: { 201: demoAccountResult } }),
    async (request, reply) => {
      const deps = { db, auth: app.auth, now: app.clock.now() };
      const result = await setupDemoAccount(deps, request.identity!.user.id, request.body);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/admin/tools/orphans',
    adminRoute({ querystring: pageOnlyQuery, response: { 200: orphanList } }),
    async (request) => {
      return listOrphans(db, request.query.pagina);
    },
  );

  app.post(
    '/api/admin/tools/orphans/:id/fix',
    adminRoute({ params: userParams, body: noBody, response: { 200: orphanFixResult } }),
    async (request) => fixOrphan(db, request.identity!.user.id, request.params.id, app.clock.now()),
  );

  app.post(
    '/api/admin/tools/password',
    adminRoute({ body: adminPasswordResetInput, response: { 200: okAnswer } }),
    async (request) => {
      const deps = { db, auth: app.auth, now: app.clock.now(), ip: request.ip };
      await resetUserPassword(deps, request.identity!.user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/tools/invite-test',
    adminRoute({ body: inviteTestInput, response: { 200: inviteTestResult } }),
    async (request) =>
      testInviteSystem(
        { db, mail: { mailer: app.mailer, appUrl: app.config.appUrl, log: request.log } },
        request.identity!.user.id,
        request.body,
      ),
  );

  app.post(
    '/api/admin/tools/weekly-report',
    adminRoute({ body: weeklyReportInput, response: { 200: weeklyReportResult } }),
    async (request) => {
      const deps = { db, mailer: app.mailer, appUrl: app.config.appUrl };
      const result = await sendWeeklyReport(deps, app.clock.now());
      await logAdminAction(db, {
        adminUserId: request.identity!.user.id,
        action: 'send_weekly_report',
        details: { manual: true, sent_to: result.sentTo },
      });
      return result;
    },
  );
};
