import type {
  DocumentAlert,
  EmployeeDetail,
  EmployeeDocument,
  EmployeeLinkOptions,
  EmployeePage,
} from '../../../domain/hr/response-contracts.ts';
import { api } from '../../lib/api.ts';
import { freshQuery } from '../../lib/fresh-query.ts';
import { pageQuery } from '../../lib/page-query.ts';
import { useChange } from '../../lib/change.ts';

// Recursos Humanos: the employees, their documents, the documents' alerts and what an employee
// may be linked to. Documents expire while nobody edits them, so the lists and alerts are read
// again on every visit (staleTime 0). A change here reads the area again, and the dashboard,
// whose alerts list the employees' documents too.

const BASE = '/api/hr';

export const hrKeys = {
  all: ['hr'],
  employees: (filters: EmployeeFilters, pagina: number) => ['hr', 'employees', filters, pagina],
  employee: (id: string) => ['hr', 'employee', id],
  alerts: ['hr', 'alerts'],
  links: ['hr', 'links'],
} as const;

/** Who the employees list shows. */
export type EmployeeSituation = 'ativos' | 'desligados' | 'todos';

/** The employees list's filters; the list adds its page. */
export type EmployeeFilters = { busca: string; situacao: EmployeeSituation };

/** A page of employees (25), searched by name or CPF. */
export const employeesQuery = (filters: EmployeeFilters, pagina: number) =>
  pageQuery<EmployeePage>(
    hrKeys.employees(filters, pagina),
    `${BASE}/funcionarios`,
    { busca: filters.busca.trim(), situacao: filters.situacao },
    pagina,
  );

/** One employee with every field and their documents. */
export const employeeQuery = (id: string) =>
  freshQuery<EmployeeDetail>(hrKeys.employee(id), `${BASE}/funcionarios/${id}`);

/** Documents of active employees expired or expiring within 30 days, soonest first. */
export const alertsQuery = freshQuery<DocumentAlert[]>(hrKeys.alerts, `${BASE}/alertas`);

/** The pilots, technicians and members an employee may be linked to. */
export const linksQuery = freshQuery<EmployeeLinkOptions>(hrKeys.links, `${BASE}/vinculos`);

/** A change to the employees or their documents: the area and the dashboard are read again. */
const useHrChange = <T, R>(call: (value: T) => Promise<R>) =>
  useChange(call, [hrKeys.all, ['dashboard']]);

export const useCreateEmployee = () =>
  useHrChange((body: object) => api<EmployeeDetail>(`${BASE}/funcionarios`, { body }));

/** Any of an employee's fields, the dismissal ('demissao') included. */
export const useUpdateEmployee = (id: string) =>
  useHrChange((body: object) =>
    api<EmployeeDetail>(`${BASE}/funcionarios/${id}`, { method: 'PATCH', body }),
  );

export const useAddDocument = (employeeId: string) =>
  useHrChange((body: object) =>
    api<EmployeeDocument>(`${BASE}/funcionarios/${employeeId}/documentos`, { body }),
  );

export const useUpdateDocument = (id: string) =>
  useHrChange((body: object) =>
    api<EmployeeDocument>(`${BASE}/documentos/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteDocument = () =>
  useHrChange((id: string) => api<void>(`${BASE}/documentos/${id}`, { method: 'DELETE' }));
