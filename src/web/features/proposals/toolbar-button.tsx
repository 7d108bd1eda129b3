import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/button-link.tsx';

/** A button of the proposal's toolbar: its icon, then what it does. */
export function ToolbarButton(props: {
  icon: LucideIcon;
  variant: Parameters<typeof buttonClasses>[0];
  onClick: () => void;
  disabled?: boolean;
  title?: string;
  /** Handlers that fetch ahead what the button opens (`prefetchOnIntent`). */
  intent?: { onPointerEnter: () => void; onFocus: () => void };
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onClick}
      {...props.intent}
      title={props.title}
      className={`${buttonClasses(props.variant)} disabled:opacity-60 ${props.className ?? ''}`}
    >
      <props.icon className="h-4 w-4" aria-hidden="true" /> {props.children}
    </button>
  );
}
