import { queryOptions } from '@tanstack/react-query';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import type { AreaSource } from '../../../domain/flight/values.ts';
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

const useFlightChange = <T>(
  operationId: string,
  call: (path: string, value: T) => Promise<unknown>,
) =>
  useChange(
    (value: T) => call(`/api/operations/${operationId}/voo`, value),
    [flightKey(operationId), operationKeys.attachments(operationId)],
  );

/** Imports the chosen files (multipart, each as `arquivos`). */
export const useImportFlightFiles = (operationId: string) =>
  useFlightChange(operationId, (path, files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('arquivos', file);
    return api(path, { body });
  });

export const useRemoveFlightImport = (operationId: string) =>
  useFlightChange(operationId, (path, id: string) => api(`${path}/${id}`, { method: 'DELETE' }));

export const useChooseReportArea = (operationId: string) =>
  useFlightChange(operationId, (path, area: AreaSource) =>
    api(`${path}/area-relatorio`, { method: 'PUT', body: { area_relatorio: area } }),
  );
