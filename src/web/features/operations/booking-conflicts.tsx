import { useQuery } from '@tanstack/react-query';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { conflictsQuery } from '../../lib/agenda-conflicts.ts';

/**
 * What the agenda says about the day, aircraft and pilot given (already booked, in maintenance),
 * in a chunk of its own: it draws nothing until the server answers, so it is not in the form's
 * first load. The form watches the fields and passes them here (operation-sections.tsx).
 */
export function BookingConflicts(props: {
  data: string;
  aircraft_id: string;
  pilot_id: string;
  operationId?: string | undefined;
}) {
  const conflicts = useQuery(
    conflictsQuery({
      data: props.data,
      aircraft_id: props.aircraft_id || null,
      pilot_id: props.pilot_id || null,
      id: props.operationId,
    }),
  );
  return (
    <BookingWarnings
      warnings={conflicts.data?.avisos ?? []}
      then="Você pode salvar mesmo assim."
      className="sm:col-span-2"
    />
  );
}
