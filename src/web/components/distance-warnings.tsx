import { useQuery } from '@tanstack/react-query';
import { distanceCheckQuery } from '../lib/distance-check.ts';
import { BookingWarnings } from './booking-warnings.tsx';

/**
 * The Art. 10 warnings of a flight being planned (decision 038): the property's sensitive points
 * under the distance in force on the day for the aircraft's kind (IN MAPA nº 2/2008; Portaria
 * MAPA nº 298/2021 for drones), then what may be done anyway. A warning, never a block; nothing
 * until a property and a day are known.
 */
export function DistanceWarnings(props: {
  property_id: string | null | undefined;
  aircraft_id: string | null | undefined;
  /** The operation checked, if saved: measured from the plot drawn for it. */
  operation_id?: string | undefined;
  data: string;
  then: string;
  className?: string;
}) {
  const check = useQuery(
    distanceCheckQuery({
      data: props.data,
      property_id: props.property_id || null,
      aircraft_id: props.aircraft_id || null,
      operation_id: props.operation_id,
    }),
  );
  return (
    <BookingWarnings
      warnings={check.data?.avisos ?? []}
      then={props.then}
      className={props.className}
    />
  );
}
