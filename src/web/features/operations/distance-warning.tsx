import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { distanceCheckQuery } from '../../lib/distance-check.ts';
import type { OperationFormReturn } from './form-values.ts';

/**
 * The property's sensitive points under the Art. 10 distances for the day and aircraft chosen
 * (IN MAPA nº 2/2008; Portaria MAPA nº 298/2021 for drones). A warning, never a block: the
 * conclusion will ask for the justification the report prints.
 */
export function DistanceWarning({ form }: { form: OperationFormReturn }) {
  const [data, property, aircraft] = useWatch({
    control: form.control,
    name: ['data', 'property_id', 'aircraft_id'],
  });
  const check = useQuery(
    distanceCheckQuery({ data, property_id: property || null, aircraft_id: aircraft || null }),
  );
  return (
    <BookingWarnings
      warnings={check.data?.avisos ?? []}
      then="Você pode salvar mesmo assim; a conclusão pedirá uma justificativa, impressa no relatório."
      className="sm:col-span-2"
    />
  );
}
