import { queryOptions } from '@tanstack/react-query';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import type { AreaSource } from '../../../domain/flight/values.ts';
import type { Boundary } from '../../../domain/geo/polygon.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { operationKeys } from './api.ts';

// An operation's flight evidence: the applied-area imports and the coverage audit. An import
// or its removal also changes the attachments (the files are kept there).

const flightKey = (id: string) => ['operations', 'flight', id] as const;

export const flightEvidenceQuery = (operationId: string) =>
  queryOptions({
    queryKey: flightKey(operationId),
    queryFn: () => api<FlightEvidence>(`/api/operations/${operationId}/voo`),
  });

const flightPath = (operationId: string) => `/api/operations/${operationId}/voo`;
const refreshed = (operationId: string) => [
  flightKey(operationId),
  operationKeys.attachments(operationId),
];

/** Imports the chosen files (multipart, each as `arquivos`). */
export const useImportFlightFiles = (operationId: string) =>
  useChange((files: File[]) => {
    const form = new FormData();
    files.forEach((file) => form.append('arquivos', file));
    return api(flightPath(operationId), { body: form });
  }, refreshed(operationId));

export const useRemoveFlightImport = (operationId: string) =>
  useChange(
    (importId: string) => api(`${flightPath(operationId)}/${importId}`, { method: 'DELETE' }),
    refreshed(operationId),
  );

export const useChooseReportArea = (operationId: string) =>
  useChange(
    (area: AreaSource) =>
      api(`${flightPath(operationId)}/area-relatorio`, {
        method: 'PUT',
        body: { area_relatorio: area },
      }),
    refreshed(operationId),
  );

/** Draws the operation's treated plot, or clears it (null): the audit and the operation change. */
export const useSetTalhao = (operationId: string) =>
  useChange(
    (talhao: Boundary | null) =>
      api(`/api/operations/${operationId}/talhao`, { method: 'PUT', body: { talhao } }),
    [flightKey(operationId), operationKeys.detail(operationId)],
  );
