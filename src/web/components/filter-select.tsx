import { ValueSelect } from './labelled-select.tsx';
import { labelTableOptions } from './select-field.tsx';

/**
 * A list's filter by one of a few values (a status, a type), beside its search: 'Todos' (or
 * `all`) shows every row; the options are the values' labels, in their order.
 */
export function FilterSelect<V extends string>(props: {
  label: string;
  /** The value chosen; '' for all. */
  value: string;
  onChange: (value: V | '') => void;
  labels: Record<V, string>;
  all?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-700">
      {props.label}
      <ValueSelect
        value={props.value}
        onChange={(value) => props.onChange(value as V | '')}
        options={labelTableOptions(props.labels)}
        all={props.all ?? 'Todos'}
        className="rounded-lg border border-brand-200 bg-white px-3 py-2"
      />
    </label>
  );
}
