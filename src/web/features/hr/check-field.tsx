import { useId } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';

/** A yes-or-no field of the BoundForm it is in: a check box, its label, hint and error. */
export function CheckField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  hint?: string;
  /** Beside a labelled field of a two-column form: level with that field's control. */
  beside?: boolean;
}) {
  const id = useId();
  const form = useFormContext<T>();
  const { errors } = useFormState({ control: form.control, name: props.name });
  const error = (get(errors, props.name) as { message?: string } | undefined)?.message;
  const described = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return (
    <div className={props.beside ? 'sm:pt-8' : undefined}>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <input
          type="checkbox"
          {...form.register(props.name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length ? described.join(' ') : undefined}
          className="h-4 w-4 accent-brand-700"
        />
        {props.label}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
