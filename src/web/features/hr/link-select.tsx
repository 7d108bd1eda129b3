import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FieldFrame } from '../../components/field-frame.tsx';

/** A register row an employee may be linked to; `taken` when another employee already is. */
export type LinkOption = { value: string; label: string; taken?: boolean };

/**
 * A select of the BoundForm it is in whose taken choices are shown but cannot be chosen
 * ('Carlos Mendes (vinculado a outro funcionário)'); blank is `placeholder`.
 */
export function LinkSelect<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  placeholder: string;
  options: LinkOption[];
  hint?: string;
}) {
  const form = useFormContext<T>();
  const { errors } = useFormState({ control: form.control, name: props.name });
  const error = (get(errors, props.name) as { message?: string } | undefined)?.message;
  return (
    <FieldFrame
      label={props.label}
      hint={props.hint}
      error={error}
      control={(control) => (
        <select {...control} {...form.register(props.name)}>
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.taken}>
              {option.taken ? `${option.label} (vinculado a outro funcionário)` : option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
