import { useWatch } from 'react-hook-form';
import { DistanceWarnings } from '../../components/distance-warnings.tsx';
import type { OperationFormReturn } from './form-values.ts';

/**
 * The operation form's Art. 10 warnings, for the day, property and aircraft chosen; a saved
 * operation's measured from the plot drawn for it.
 */
export function DistanceWarning({
  form,
  operationId,
}: {
  form: OperationFormReturn;
  operationId?: string | undefined;
}) {
  const [data, property, aircraft] = useWatch({
    control: form.control,
    name: ['data', 'property_id', 'aircraft_id'],
  });
  return (
    <DistanceWarnings
      data={data}
      property_id={property}
      aircraft_id={aircraft}
      operation_id={operationId}
      then="Você pode salvar mesmo assim; a conclusão pedirá uma justificativa, impressa no relatório."
      className="sm:col-span-2"
    />
  );
}
