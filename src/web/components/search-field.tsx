import { Search } from 'lucide-react';

/** A search box with its magnifier; `label` names it for screen readers. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <label className={`relative block ${props.className ?? ''}`}>
      <span className="sr-only">{props.label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        className="block w-full rounded-lg border border-brand-200 bg-white py-2 pr-3 pl-9"
      />
    </label>
  );
}
