import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeVacations, vacationAlerts } from '../../domain/hr/vacation-contracts.ts';
import { employees } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { todayOf } from '../platform/clock.ts';
import { HR_ACCESS, HR_TAGS as tags } from './access.ts';
import {
  employeeVacations as loadVacations,
  vacationAlerts as loadAlerts,
} from './vacation-status.ts';

/** The férias owed and their warnings before the double pay (CLT arts. 130–137). */
export const vacationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { access } = HR_ACCESS.reads;
  const today = () => todayOf(app.clock);

  app.get(
    '/api/hr/funcionarios/:id/ferias',
    onOwnedRow(access, employees.id, 'Funcionário não encontrado.', {
      tags,
      response: { 200: employeeVacations },
    }),
    async (request) => request.tenant((db) => loadVacations(db, request.params.id, today())),
  );
  app.get(
    '/api/hr/ferias/alertas',
    routeOptions(access, { tags, response: { 200: vacationAlerts } }),
    async (request) => request.tenant((db) => loadAlerts(db, today())),
  );
};
