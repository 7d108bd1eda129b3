import { useQuery } from '@tanstack/react-query';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { conflictsQuery, type ConflictQuestion } from '../../lib/agenda-conflicts.ts';

/**
 * What the agenda says about the day, aircraft and pilot asked about (already booked, in
 * maintenance), in a chunk of its own: it draws nothing until the server answers, so it is not in
 * the form's first load. The form watches the fields and asks here (operation-sections.tsx).
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
