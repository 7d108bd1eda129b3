import type { FastifyPluginAsync } from 'fastify';
import { invoiceRoutes } from './invoice-routes.ts';
import { accountingSetupRoutes } from './setup-routes.ts';
import { accountingTitleRoutes } from './title-routes.ts';
import { reportExportRoutes } from './report-export-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { statementRoutes } from './statement-routes.ts';

/**
 * `/api/accounting/…` (DESIGN §5 'Contabilidade'): owners and admins only. Each part of the
 * area registers its routes here, one `await app.register(…)` line each.
 */
export const accountingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountingSetupRoutes);
  await app.register(accountingTitleRoutes);
  await app.register(reportRoutes);
  await app.register(reportExportRoutes);
  await app.register(statementRoutes);
  await app.register(invoiceRoutes);
};
