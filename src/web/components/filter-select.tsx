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
      <select
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as V | '')}
        className="rounded-lg border border-brand-200 bg-white px-3 py-2"
      >
        <option value="">{props.all ?? 'Todos'}</option>
        {(Object.entries(props.labels) as [V, string][]).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
