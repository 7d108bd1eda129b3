import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled select with its error, wired for screen readers. */
export function SelectField(
  props: {
    label: string;
    error?: string;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  } & SelectHTMLAttributes<HTMLSelectElement>,
) {
  const { label, error, options, placeholder, ...select } = props;
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink-900 focus:border-brand-500 focus:outline-none aria-[invalid]:border-red-600"
        {...select}
      >
        <option value="">{placeholder ?? 'Selecione...'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
