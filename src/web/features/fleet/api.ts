import { queryOptions } from '@tanstack/react-query';
import type {
  FleetAircraft,
  LogbookResponse,
  MaintenanceResponse,
} from '../../../domain/fleet/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { pageQuery } from '../../lib/page-query.ts';

// /frota: the fleet's page, an aircraft's logbook over a period and its maintenance due.

type Page<T> = { items: T[]; total: number; pageSize: number };
export type Period = { de: string; ate: string };

export const fleetKeys = {
  all: ['frota'],
  page: (pagina: number) => ['frota', 'lista', pagina],
  logbook: (id: string, period: Period) => ['frota', id, 'diario', period.de, period.ate],
  maintenance: (id: string) => ['frota', id, 'manutencao'],
} as const;

export const fleetQuery = (pagina: number) =>
  pageQuery<Page<FleetAircraft>>(fleetKeys.page(pagina), '/api/frota', {}, pagina);

export const logbookQuery = (id: string, period: Period) =>
  queryOptions({
    queryKey: fleetKeys.logbook(id, period),
    queryFn: () =>
      api<LogbookResponse>(`/api/frota/aeronaves/${id}/diario?de=${period.de}&ate=${period.ate}`),
  });

export const maintenanceQuery = (id: string) =>
  queryOptions({
    queryKey: fleetKeys.maintenance(id),
    queryFn: () => api<MaintenanceResponse>(`/api/frota/aeronaves/${id}/manutencao`),
  });

/** The logbook's PDF of the period. */
export const logbookPdfUrl = (id: string, period: Period) =>
  `/api/frota/aeronaves/${id}/diario/pdf?de=${period.de}&ate=${period.ate}`;

/** The pilot closes and signs a day of the logbook, confirming it. */
export const useSignDay = (id: string) =>
  useChange(
    (data: string) =>
      api(`/api/frota/aeronaves/${id}/diario/${data}/fechar`, { body: { confirmo: true } }),
    [fleetKeys.all],
  );
