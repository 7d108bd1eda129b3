type Period = { de: string; ate: string };

const ENDS = [
  ['de', 'De'],
  ['ate', 'Até'],
] as const;

/** 'De' and 'Até' of a period of days (or of months), side by side; they wrap on a phone. */
export function PeriodFields(props: {
  value: Period;
  onChange: (value: Period) => void;
  label: string;
  type?: 'date' | 'month';
}) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{props.label}</legend>
      {ENDS.map(([end, label]) => (
        <label key={end} className="text-sm font-medium text-ink-900">
          {label}
          <input
            type={props.type ?? 'date'}
            value={props.value[end]}
            onChange={(e) => props.onChange({ ...props.value, [end]: e.target.value })}
            className="mt-1 block rounded-lg border border-brand-200 bg-white px-3 py-2"
          />
        </label>
      ))}
    </fieldset>
  );
}
