import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MapaMonth } from '../../../domain/mapa/contracts.ts';
import { api } from '../../lib/api.ts';

// The monthly MAPA report of a period, and 'marcar como enviado' for one UF of it.

export type Period = { ano: number; mes: number };

export const mapaKeys = {
  report: (period: Period) => ['mapa', period.ano, period.mes],
} as const;

export const mapaQuery = (period: Period) =>
  queryOptions({
    queryKey: mapaKeys.report(period),
    queryFn: () => api<MapaMonth>(`/api/mapa?ano=${period.ano}&mes=${period.mes}`),
  });

/** Records that the report of one UF for the period was sent to the SFA. */
export function useMarkSent(period: Period) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uf: string) => api('/api/mapa/enviado', { body: { ...period, uf } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapaKeys.report(period) }),
  });
}
