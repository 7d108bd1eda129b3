import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField, type FieldOf } from './form-field.tsx';

/** A field of one line of a form's list, and the classes of its cell in the line's grid. */
export type LineFieldCell<T extends FieldValues> = { cell?: string; field: FieldOf<T> };

/**
 * The fields of one line of a form's list (a proposal's service, an operation's product), each
 * in its cell of the line's grid, from a list of them: the line is written as data, once.
 */
export function LineFieldCells<T extends FieldValues, Output>(props: {
  form: UseFormReturn<T, unknown, Output>;
  cells: readonly LineFieldCell<T>[];
  disabled?: boolean;
}) {
  return props.cells.map(({ cell, field }) => (
    <div key={field.name} className={cell}>
      <FormField {...field} form={props.form} disabled={props.disabled} />
    </div>
  ));
}
