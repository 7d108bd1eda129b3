import { queryOptions } from '@tanstack/react-query';
import type { DistanceCheck } from '../../domain/distances/contracts.ts';
import { api } from './api.ts';

/**
 * The Art. 10 check of a flight being planned (decision 038): the property's sensitive points
 * under the distance in force on the day for the aircraft's kind, as pt-BR warnings.
 */
export const distanceCheckQuery = (q: {
  property_id: string | null;
  aircraft_id: string | null;
  /** An operation's check: measured from the plot drawn for it. */
  operation_id?: string | undefined;
  data: string;
}) =>
  queryOptions({
    queryKey: ['distancias', q],
    queryFn: () => {
      const params = new URLSearchParams({ property_id: q.property_id ?? '', data: q.data });
      if (q.aircraft_id) params.set('aircraft_id', q.aircraft_id);
      if (q.operation_id) params.set('operation_id', q.operation_id);
      return api<DistanceCheck>(`/api/distancias?${params}`);
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(q.data) && !!q.property_id,
    staleTime: 0,
  });
