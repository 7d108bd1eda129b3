import { useQuery } from '@tanstack/react-query';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { conflictsQuery, type ConflictQuestion } from '../../lib/agenda-conflicts.ts';

// The operation form's warnings (the Art. 10 check's and the agenda's), in one chunk of their own:
// they draw nothing until the server answers, so they are not in the form's first load. The form
// watches the fields they ask about and passes them here (distance-warning.tsx,
// operation-sections.tsx). With the Art. 10 box here too, its box and the agenda's stay one chunk.
export { DistanceWarnings } from '../../components/distance-warnings.tsx';

/**
 * What the agenda says about the day, aircraft and pilot asked about (already booked, in
 * maintenance).
 */
export function BookingConflicts({ question }: { question: ConflictQuestion }) {
  const { data } = useQuery(conflictsQuery(question));
  return (
    <BookingWarnings
      warnings={data?.avisos ?? []}
      then="Você pode salvar mesmo assim."
      className="sm:col-span-2"
    />
  );
}
