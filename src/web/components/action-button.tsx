import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses } from './button-link.tsx';

/**
 * A button that acts on the page ('Gerenciar', 'Exportar JSON'): the house's button look in
 * `variant` (brand by default), its icon, then its text; dimmed while disabled. Everything else
 * (onClick, disabled, title, aria-label, prefetch handlers) goes to the button as it is.
 */
export function ActionButton({
  icon: Icon,
  variant,
  className,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  icon: LucideIcon;
  variant?: Parameters<typeof buttonClasses>[0];
}) {
  return (
    <button
      type="button"
      {...button}
      className={`${buttonClasses(variant)} disabled:opacity-60 ${className ?? ''}`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {children}
    </button>
  );
}
