import { Link } from 'react-router';
import { APP_NAME } from '../../domain/constants.ts';

/** The AgroVoo mark: an aircraft over a crop row. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b4f6c" />
      <path d="M10 36l20-6 6-16 5 1-3 14 14-4 4 4-16 8 2 10-4 2-6-9-18 2z" fill="#fff" />
      <path
        d="M14 52c10-6 26-6 36 0"
        stroke="#8bc34a"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-700">
      <LogoMark />
      <span>{APP_NAME}</span>
    </Link>
  );
}
