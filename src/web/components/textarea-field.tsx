import { useId, type TextareaHTMLAttributes } from 'react';

export function TextareaField(
  props: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  const { label, error, ...textarea } = props;
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink-900 focus:border-brand-500 focus:outline-none aria-[invalid]:border-red-600"
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
