import { queryOptions } from '@tanstack/react-query';
import type {
  Agenda,
  AgendaDocument,
  AgendaMaintenance,
  AgendaOperation,
} from '../../../domain/agenda/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// The agenda: the events of a window and what the office changes there (moving a flight,
// maintenance days). After a change the agenda is read again, and what a move also changes.

export const agendaKeys = {
  all: ['agenda'],
  events: (filters: AgendaFilters) => ['agenda', 'events', filters],
} as const;

/** One thing on a day of the agenda. */
export type AgendaEvent =
  | { kind: 'operacao'; key: string; data: string; item: AgendaOperation }
  | { kind: 'manutencao'; key: string; data: string; item: AgendaMaintenance }
  | { kind: 'documento'; key: string; data: string; item: AgendaDocument };

export type AgendaFilters = { de: string; ate: string; aircraft_id: string; pilot_id: string };

export const agendaQuery = (filters: AgendaFilters) =>
  queryOptions({
    queryKey: agendaKeys.events(filters),
    queryFn: () => {
      const params = new URLSearchParams({ de: filters.de, ate: filters.ate });
      if (filters.aircraft_id) params.set('aircraft_id', filters.aircraft_id);
      if (filters.pilot_id) params.set('pilot_id', filters.pilot_id);
      return api<Agenda>(`/api/agenda?${params}`);
    },
    placeholderData: (previous) => previous,
  });

/** The agenda's events by day, flights first (by time), then maintenance, then documents. */
export function eventsByDay(agenda: Agenda | undefined): Map<string, AgendaEvent[]> {
  const days = new Map<string, AgendaEvent[]>();
  const add = (event: AgendaEvent) =>
    days.set(event.data, [...(days.get(event.data) ?? []), event]);
  for (const item of agenda?.operacoes ?? [])
    add({ kind: 'operacao', key: `op-${item.id}`, data: item.data, item });
  for (const item of agenda?.manutencoes ?? [])
    add({ kind: 'manutencao', key: `mt-${item.id}`, data: item.data, item });
  for (const item of agenda?.documentos ?? [])
    add({ kind: 'documento', key: `doc-${item.id}-${item.document}`, data: item.data, item });
  return days;
}

/** A change on the agenda; `alsoChanged` are the other areas whose answers it changes. */
const useAgendaChange = <T>(
  call: (value: T) => Promise<unknown>,
  alsoChanged: readonly (readonly string[])[] = [],
) => useChange(call, [agendaKeys.all, ...alsoChanged]);

/** Moves a flight to another day (its operation, the dashboard's next days change too). */
export const useMoveOperation = (id: string) =>
  useAgendaChange(
    (data: string) => api(`/api/agenda/operacoes/${id}/mover`, { method: 'POST', body: { data } }),
    [['operations'], ['dashboard']],
  );

export const useAddMaintenance = () =>
  useAgendaChange((body: object) => api('/api/agenda/manutencoes', { method: 'POST', body }));

export const useRemoveMaintenance = (id: string) =>
  useAgendaChange(() => api(`/api/agenda/manutencoes/${id}`, { method: 'DELETE' }));
