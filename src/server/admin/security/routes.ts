import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActionPage,
  auditLogPage,
  passwordAttemptPage,
  securityAlertPage,
  securityAlertRow,
  securityStatistics,
  suspiciousReport,
} from '../../../domain/admin/security.ts';
import { pageOnlyQuery } from '../../../domain/registers/fields.ts';
import { noBody } from '../../../domain/wire.ts';
import { acknowledgeAlert } from './alerts.ts';
import { listAdminActions, listAlerts, listAuditLogs, listPasswordAttempts } from './lists.ts';
import { securityStatisticsAt, suspiciousAt } from './statistics.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const BASE = '/api/admin/security';
const paged = <R extends z.ZodType>(page: R) =>
  adminRoute({ querystring: pageOnlyQuery, response: { 200: page } });

/** The admin's security dashboard (spec part 2 §2, §7): admin actions, password change attempts, audit logs, alerts, suspicious activity. */
export const securityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(`${BASE}/admin-actions`, paged(adminActionPage), async (request) =>
    listAdminActions(db, request.query.pagina),
  );
  app.get(`${BASE}/password-attempts`, paged(passwordAttemptPage), async (request) =>
    listPasswordAttempts(db, request.query.pagina),
  );
  app.get(`${BASE}/audit-logs`, paged(auditLogPage), async (request) =>
    listAuditLogs(db, request.query.pagina),
  );
  app.get(`${BASE}/alerts`, paged(securityAlertPage), async (request) =>
    listAlerts(db, request.query.pagina),
  );

  app.get(`${BASE}/statistics`, adminRoute({ response: { 200: securityStatistics } }), async () =>
    securityStatisticsAt(db, app.clock.now()),
  );
  app.get(`${BASE}/suspicious`, adminRoute({ response: { 200: suspiciousReport } }), async () =>
    suspiciousAt(db, app.clock.now()),
  );

  app.post(
    `${BASE}/alerts/:id/acknowledge`,
    adminRoute({
      params: z.object({ id: z.uuid('Alerta inválido.') }),
      body: noBody,
      response: { 200: securityAlertRow },
    }),
    async (request) =>
      acknowledgeAlert(db, request.identity!.user.id, request.params.id, app.clock.now()),
  );
};
