import type { FastifyPluginAsync } from 'fastify';
import { employeeRoutes } from './employee-routes.ts';
import { vacationRoutes } from './vacation-routes.ts';
import { payrollFileRoutes } from './payroll-file-routes.ts';
import { payrollRoutes } from './payroll-routes.ts';
import { rescissionRoutes } from './rescission-routes.ts';

/**
 * `/api/hr/…` (DESIGN §5 'Recursos Humanos'): owners and admins only. Each part of the area
 * registers its routes here, one `await app.register(…)` line each.
 */
export const hrRoutes: FastifyPluginAsync = async (app) => {
  await app.register(employeeRoutes);
  await app.register(payrollRoutes);
  await app.register(payrollFileRoutes);
  await app.register(vacationRoutes);
  await app.register(rescissionRoutes);
};
