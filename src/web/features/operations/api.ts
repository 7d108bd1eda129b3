import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationDetail, OperationPage } from '../../../domain/operations/contracts.ts';
import { api, withFilters } from '../../lib/api.ts';

// Operations: the list, one operation (form, report) and saving its form. A change answers the
// whole operation, which replaces the cached one; lists are read again. A saved operation's
// actions and attachments are in record-api.ts, which only its page's later parts load.

export const operationKeys = {
  all: ['operations'],
  lists: ['operations', 'list'],
  list: (filters: OperationFilters) => ['operations', 'list', filters],
  detail: (id: string) => ['operations', 'detail', id],
  attachments: (id: string) => ['operations', 'attachments', id],
} as const;

export const operationQuery = (id: string) =>
  queryOptions({
    queryKey: operationKeys.detail(id),
    queryFn: () => api<OperationDetail>(`/api/operations/${id}`),
  });

export type OperationFilters = {
  de: string;
  ate: string;
  client_id: string;
  aircraft_id: string;
  pilot_id: string;
  status: string;
  pagina: number;
};

export const operationsQuery = (filters: OperationFilters) =>
  queryOptions({
    queryKey: operationKeys.list(filters),
    queryFn: () => api<OperationPage>(withFilters('/api/operations', filters)),
    placeholderData: (previous) => previous,
  });

/** An operation the server answered after a change: cached as is, lists read again. */
export function useOperationSaved() {
  const queryClient = useQueryClient();
  return async (saved: OperationDetail) => {
    queryClient.setQueryData(operationQuery(saved.operation.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: operationKeys.lists });
  };
}

/** Creates the operation (no `id`) or saves the form of operation `id`. */
export function useSaveOperation(id?: string) {
  const saved = useOperationSaved();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<OperationDetail>(id ? `/api/operations/${id}` : '/api/operations', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: saved,
  });
}
