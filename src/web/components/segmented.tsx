import type { LucideIcon } from 'lucide-react';

/**
 * One choice of a few, as a row of pressed/unpressed buttons (a list's view, a filter's
 * situation); `label` names the group for screen readers.
 */
export function Segmented<V extends string>(props: {
  label: string;
  options: readonly { value: V; label: string; icon?: LucideIcon }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={props.label}
      className={`inline-flex rounded-lg border border-brand-200 bg-white p-0.5 ${props.className ?? ''}`}
    >
      {props.options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={props.value === value}
          onClick={() => props.onChange(value)}
          className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold ${
            props.value === value ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-brand-50'
          }`}
        >
          {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
          {label}
        </button>
      ))}
    </div>
  );
}
