import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OperationAttachmentList,
  OperationDetail,
  OperationPage,
} from '../../../domain/operations/contracts.ts';
import type { OperationAction } from '../../../domain/operations/status.ts';
import { api, ApiError, withFilters } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// Operations: the list, one operation (form, status, report), its attachments. A change
// answers the whole operation, which replaces the cached one; lists are read again.

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

export const attachmentsQuery = (operationId: string) =>
  queryOptions({
    queryKey: operationKeys.attachments(operationId),
    queryFn: async () =>
      (await api<OperationAttachmentList>(`/api/operations/${operationId}/anexos`)).anexos,
  });

/** An operation the server answered after a change: cached as is, lists read again. */
function useOperationSaved() {
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

/**
 * Iniciar, concluir, cancelar, reabrir. A refusal other than the weather question means the
 * cached operation is out of date (someone else changed it): it is read again.
 */
export function useOperationAction(id: string) {
  const queryClient = useQueryClient();
  const saved = useOperationSaved();
  return useMutation({
    mutationFn: ({
      action,
      confirmarClima,
      motivo,
      justificativaDistancias,
    }: {
      action: OperationAction;
      confirmarClima: boolean;
      /** Why a concluded operation is reopened (decision 029). */
      motivo?: string;
      /** Why it is concluded under the Art. 10 distances (decision 038). */
      justificativaDistancias?: string;
    }) =>
      api<OperationDetail>(`/api/operations/${id}/${action}`, {
        method: 'POST',
        body: {
          confirmarClima,
          ...(motivo !== undefined && { motivo }),
          ...(justificativaDistancias !== undefined && { justificativaDistancias }),
        },
      }),
    onSuccess: saved,
    onError: (error) =>
      error instanceof ApiError &&
      (error.code === 'WEATHER_CONFIRMATION_REQUIRED' ||
        error.code === 'DISTANCE_JUSTIFICATION_REQUIRED')
        ? undefined
        : queryClient.invalidateQueries({ queryKey: operationKeys.detail(id) }),
  });
}

/** A change to an operation's attachments, after which their list is read again. */
const useAttachmentChange = <T>(
  operationId: string,
  call: (path: string, value: T) => Promise<unknown>,
) =>
  useChange(
    (value: T) => call(`/api/operations/${operationId}/anexos`, value),
    [operationKeys.attachments(operationId)],
  );

/** Uploads one file of a kind (multipart). */
export const useUploadAttachment = (operationId: string) =>
  useAttachmentChange(operationId, (path, { tipo, file }: { tipo: string; file: File }) => {
    const body = new FormData();
    body.set('tipo', tipo);
    body.set('arquivo', file);
    return api(path, { body });
  });

export const useDeleteAttachment = (operationId: string) =>
  useAttachmentChange(operationId, (path, id: string) =>
    api(`${path}/${id}`, { method: 'DELETE' }),
  );
