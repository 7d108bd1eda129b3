import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input with its hint and error, wired for screen readers. */
export function Field(
  props: {
    label: string;
    error?: string;
    hint?: ReactNode;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, error, hint, ...input } = props;
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-none aria-[invalid]:border-red-600"
        {...input}
      />
      {hint}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
