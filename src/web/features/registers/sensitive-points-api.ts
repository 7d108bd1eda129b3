import { queryOptions } from '@tanstack/react-query';
import type {
  SensitivePointFile,
  SensitivePointInput,
  SensitivePointRow,
} from '../../../domain/distances/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// A property's sensitive points on the API (decision 038): listed, added (one, or a file's many
// in one go), changed, removed, and read from a file before they are added.

const pointsKey = (propertyId: string) => ['sensitive-points', propertyId];
const pointsPath = (propertyId: string) => `/api/properties/${propertyId}/pontos-sensiveis`;

export const pointsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: pointsKey(propertyId),
    queryFn: () => api<SensitivePointRow[]>(pointsPath(propertyId)),
  });

/** Adds points to the property, all or none. */
export const useAddPoints = (propertyId: string) =>
  useChange(
    (pontos: SensitivePointInput[]) =>
      api<SensitivePointRow[]>(pointsPath(propertyId), { method: 'POST', body: { pontos } }),
    [pointsKey(propertyId)],
  );

export const useChangePoint = (propertyId: string) =>
  useChange(
    ({ id, point }: { id: string; point: SensitivePointInput }) =>
      api<SensitivePointRow>(`/api/pontos-sensiveis/${id}`, { method: 'PUT', body: point }),
    [pointsKey(propertyId)],
  );

export const useRemovePoint = (propertyId: string) =>
  useChange(
    (id: string) => api<null>(`/api/pontos-sensiveis/${id}`, { method: 'DELETE' }),
    [pointsKey(propertyId)],
  );

/** Reads a file's points and areas; nothing is stored. */
export const useReadPointFile = (propertyId: string) =>
  useChange((file: File) => {
    const form = new FormData();
    form.append('arquivos', file);
    return api<SensitivePointFile>(`${pointsPath(propertyId)}/arquivos`, { body: form });
  }, []);
