import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { OperationFormReturn } from './form-values.ts';

// The warnings say something only once a property is chosen and the server has measured it: their
// code (the check's read and its box) loads as the form is drawn, not before its first paint. The
// fields are watched here, with the form's code, from its first render: nothing typed is missed.
const DistanceWarnings = lazyComponent(() =>
  import('./form-warnings.tsx').then((m) => m.DistanceWarnings),
);

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
    <Suspense fallback={null}>
      <DistanceWarnings
        data={data}
        property_id={property}
        aircraft_id={aircraft}
        operation_id={operationId}
        then="Você pode salvar mesmo assim; a conclusão pedirá uma justificativa, impressa no relatório."
        className="sm:col-span-2"
      />
    </Suspense>
  );
}
