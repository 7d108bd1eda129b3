import type { SelectOption } from './select-field.tsx';

/**
 * The select of a choice among a few values, inside its label (a FilterSelect's, a
 * LabelledSelect's): with `all`, a first choice of value '' (every value), then the options.
 */
export function ValueSelect(props: {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  all?: string;
  disabled?: boolean;
  className: string;
}) {
  return (
    <select
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      className={props.className}
    >
      {props.all !== undefined && <option value="">{props.all}</option>}
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * What a panel shows, chosen from a few values under their label (a period, a year, a class):
 * the label above, the select under it.
 */
export function LabelledSelect(
  props: { label: string } & Omit<Parameters<typeof ValueSelect>[0], 'className'>,
) {
  const { label, ...select } = props;
  return (
    <label className="text-sm font-medium text-ink-900">
      {label}
      <ValueSelect
        {...select}
        className="mt-1 block rounded-lg border border-brand-200 bg-white px-3 py-2"
      />
    </label>
  );
}
