import type { LucideIcon } from 'lucide-react';

/** A row's action drawn as its icon: `label` names it for screen readers, `title` on hover. */
export function IconButton(props: {
  icon: LucideIcon;
  label: string;
  title: string;
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
      aria-label={props.label}
      title={props.title}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
