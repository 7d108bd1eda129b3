import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  primary: 'bg-accent-400 text-ink-900 hover:bg-accent-300 shadow-sm',
  brand: 'bg-brand-700 text-white hover:bg-brand-600 shadow-sm',
  /** A destructive action: cancelling, deleting, reversing. */
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'border border-brand-200 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
} as const;

const sizes = { md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' } as const;

export function buttonClasses(
  variant: keyof typeof variants = 'brand',
  size: keyof typeof sizes = 'md',
) {
  return `inline-flex items-center justify-center gap-2 rounded-lg [&>svg]:shrink-0 font-semibold transition-colors ${variants[variant]} ${sizes[size]}`;
}

/** A link that looks like a button. */
export function ButtonLink(props: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}) {
  return (
    <Link to={props.to} className={buttonClasses(props.variant, props.size)}>
      {props.children}
    </Link>
  );
}
