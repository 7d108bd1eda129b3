import { queryOptions } from '@tanstack/react-query';
import type { AgendaWarnings } from '../../domain/agenda/contracts.ts';
import { api } from './api.ts';

export type ConflictQuestion = {
  data: string;
  aircraft_id: string | null;
  pilot_id: string | null;
  /** The operation being moved, which does not clash with itself. */
  id?: string;
};

/** What the agenda says about booking an aircraft and a pilot on a day (warnings, in pt-BR). */
export const conflictsQuery = (q: ConflictQuestion) =>
  queryOptions({
    queryKey: ['agenda', 'conflicts', q],
    queryFn: () => {
      const params = new URLSearchParams({ data: q.data });
      if (q.aircraft_id) params.set('aircraft_id', q.aircraft_id);
      if (q.pilot_id) params.set('pilot_id', q.pilot_id);
      if (q.id) params.set('id', q.id);
      return api<AgendaWarnings>(`/api/agenda/conflitos?${params}`);
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(q.data) && !!(q.aircraft_id || q.pilot_id),
    staleTime: 0,
  });
