import { queryOptions } from '@tanstack/react-query';
import type { MapaDue, MapaMonth } from '../../../domain/mapa/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// The monthly MAPA report of a period, and 'marcar como enviado' for one UF of it.

export type Period = { ano: number; mes: number };

export const mapaKeys = {
  report: (period: Period) => ['mapa', period.ano, period.mes],
  due: ['mapa', 'pendente'],
} as const;

/** The report due now (last month's, while a UF is not marked sent), or null. */
export const mapaDueQuery = queryOptions({
  queryKey: mapaKeys.due,
  queryFn: () => api<MapaDue>('/api/mapa/pendente'),
});

export const mapaQuery = (period: Period) =>
  queryOptions({
    queryKey: mapaKeys.report(period),
    queryFn: () => api<MapaMonth>(`/api/mapa?ano=${period.ano}&mes=${period.mes}`),
  });

/** Records that the report of one UF for the period was sent to the SFA. */
export const useMarkSent = (period: Period) =>
  useChange(
    (uf: string) => api('/api/mapa/enviado', { body: { ...period, uf } }),
    [mapaKeys.report(period), mapaKeys.due],
  );
