import { FormField, type FieldOf } from '../../components/form-field.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { PILOT_EDITABLE_FIELDS, WIND_DIRECTIONS } from '../../../domain/operations/values.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import type { OperationFormReturn, OperationFormValues } from './form-values.ts';

type Name = Exclude<keyof OperationFormValues, 'products'>;

const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

/**
 * The operation form's fields (operation-form.tsx, operation-sections.tsx), each locked as the
 * person's role and the status say: a pilot records only the flight's times, weather and
 * horímetro; a closed operation is read-only.
 */
export function operationFields(form: OperationFormReturn, readOnly: boolean, pilotOnly: boolean) {
  const locked = (name: string) => readOnly || (pilotOnly && !pilotFields.has(name));
  const field = (props: FieldOf<OperationFormValues>) => (
    <FormField {...props} form={form} disabled={locked(props.name)} />
  );
  // An example goes under the field as its hint: in the box it would read as a value typed.
  const text = (name: Name, label: string, example?: string) =>
    field({ name, label, hint: example && `Ex.: ${example}` });
  const decimal = (name: Name, label: string, example?: string) =>
    field({ name, label, hint: example && `Ex.: ${example}`, inputMode: 'decimal' });
  const register = (name: Name, label: string, kind: RegisterKind) =>
    field({ name, label, as: 'register', kind });
  const windDirection = (name: Name, label: string) =>
    field({ name, label, as: 'select', options: plainOptions(WIND_DIRECTIONS) });
  return { locked, field, text, decimal, register, windDirection };
}
