import { X } from 'lucide-react';
import type { MouseEvent } from 'react';

/** The ✕ that closes a dialog, a drawer or a banner; `label` says what it does. */
export function CloseButton(props: {
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.label}
      className="rounded-lg p-1 text-ink-600 hover:bg-brand-50"
    >
      <X className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
