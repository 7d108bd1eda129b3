import type { ReactNode } from 'react';

/**
 * A row of a plain list (an invite, a user to fix): who or what it is (`title`, wrapped
 * anywhere, for e-mails), a line of detail under it, and its actions on the right.
 */
export function RecordRow(props: { title: ReactNode; detail: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="[overflow-wrap:anywhere] text-ink-900">{props.title}</p>
        <p className="text-sm text-ink-600">{props.detail}</p>
      </div>
      {props.children}
    </li>
  );
}

const tones = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

/** A small text button of a RecordRow ('Reenviar', 'Excluir'); `label` names it for screen readers. */
export function RowAction(props: {
  tone?: keyof typeof tones;
  onClick: () => void;
  disabled?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-50 ${tones[props.tone ?? 'brand']}`}
    >
      {props.children}
    </button>
  );
}
