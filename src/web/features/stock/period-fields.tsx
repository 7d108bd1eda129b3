/** 'De' and 'Até' of a period, side by side (they wrap on a phone). */
export function PeriodFields(props: {
  value: { de: string; ate: string };
  onChange: (value: { de: string; ate: string }) => void;
  label: string;
}) {
  const input = 'mt-1 block rounded-lg border border-brand-200 bg-white px-3 py-2';
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{props.label}</legend>
      <label className="text-sm font-medium text-ink-900">
        De
        <input
          type="date"
          value={props.value.de}
          onChange={(e) => props.onChange({ ...props.value, de: e.target.value })}
          className={input}
        />
      </label>
      <label className="text-sm font-medium text-ink-900">
        Até
        <input
          type="date"
          value={props.value.ate}
          onChange={(e) => props.onChange({ ...props.value, ate: e.target.value })}
          className={input}
        />
      </label>
    </fieldset>
  );
}
