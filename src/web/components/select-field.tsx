import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

export type SelectOption = { value: string; label: string };

/** Choices shown as they are stored ('L/ha', 'RS'). */
export const plainOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** Choices shown by their labels: each of `values` with its `labels` entry. */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] => values.map((value) => ({ value, label: labels[value] }));

/** Choices of a table of labels, in its order: each value with its label. */
export const labelTableOptions = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  labelledOptions(Object.keys(labels), labels);

/** A labelled select (a first, empty choice, then `options`) with its hint and error. */
export function SelectField(
  props: FrameProps & {
    options: readonly SelectOption[];
    placeholder?: string;
  } & SelectHTMLAttributes<HTMLSelectElement>,
) {
  const { label, error, hint, below, options, placeholder, ...select } = props;
  return (
    <FieldFrame
      {...{ label, error, hint, below }}
      control={(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder ?? 'Selecione...'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
