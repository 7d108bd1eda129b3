import { TriangleAlert } from 'lucide-react';

/**
 * The agenda's warnings about booking a day (the aircraft or the pilot already booked, the
 * aircraft in maintenance) beside what books it, then what may be done anyway (`then`); nothing
 * when there is none. A warning only: the booking still goes through.
 */
export function BookingWarnings(props: {
  warnings: readonly string[];
  then?: string;
  className?: string;
}) {
  if (props.warnings.length === 0) return null;
  return (
    <div
      role="status"
      className={`flex gap-2 rounded-lg bg-accent-300/30 p-3 text-sm text-ink-900 ${props.className ?? ''}`}
    >
      <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p>{[...props.warnings, props.then].filter(Boolean).join(' ')}</p>
    </div>
  );
}
