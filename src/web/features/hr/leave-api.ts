import { useMutation } from '@tanstack/react-query';
import type {
  RescissionDetail,
  RescissionFigures,
  RescissionRequest,
} from '../../../domain/hr/rescission-contracts.ts';
import type { EmployeeVacations, VacationAlerts } from '../../../domain/hr/vacation-contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { freshQuery } from '../../lib/fresh-query.ts';

// An employee's férias owed (CLT arts. 130–137) and rescisão: its preview, its record (which
// writes payables in accounting and dismisses the employee) and its TRCT.

const employeePath = (id: string) => `/api/hr/funcionarios/${id}`;

/** The employee's períodos aquisitivos owed and the warning of the oldest. */
export const vacationsQuery = (id: string) =>
  freshQuery<EmployeeVacations>(['hr', 'ferias', id], `${employeePath(id)}/ferias`);

/** The active employees whose férias are due within 60 days or overdue. */
export const vacationAlertsQuery = freshQuery<VacationAlerts>(
  ['hr', 'ferias', 'alertas'],
  '/api/hr/ferias/alertas',
);

/** The employee's rescisão as recorded. */
export const rescissionQuery = (id: string) =>
  freshQuery<RescissionDetail>(['hr', 'rescisao', id], `${employeePath(id)}/rescisao`);

/** The TRCT's PDF. */
export const trctHref = (id: string) => `${employeePath(id)}/rescisao/trct`;

/** The rescisão's figures before it is confirmed: nothing is written. */
export const usePreviewRescission = (id: string) =>
  useMutation({
    mutationFn: (body: RescissionRequest) =>
      api<RescissionFigures>(`${employeePath(id)}/rescisao/previa`, { body }),
  });

/** Records the rescisão: HR, accounting and the dashboard are read again. */
export const useRecordRescission = (id: string) =>
  useChange(
    (body: RescissionRequest) => api<RescissionDetail>(`${employeePath(id)}/rescisao`, { body }),
    [['hr'], ['accounting'], ['dashboard']],
  );
