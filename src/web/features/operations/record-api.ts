import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OperationAttachmentList,
  OperationDetail,
} from '../../../domain/operations/contracts.ts';
import type { OperationAction } from '../../../domain/operations/status.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { operationKeys, useOperationSaved } from './api.ts';

// A saved operation's actions and attachments (record-parts.tsx, attachments-panel.tsx): apart
// from api.ts, so that a new operation's first load does not carry them.

export const attachmentsQuery = (operationId: string) =>
  queryOptions({
    queryKey: operationKeys.attachments(operationId),
    queryFn: async () =>
      (await api<OperationAttachmentList>(`/api/operations/${operationId}/anexos`)).anexos,
  });

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
