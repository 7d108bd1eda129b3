import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/**
 * A card of a list that opens below itself: the whole `summary` is the button (with its
 * chevron and `aria-expanded`), and what it opens (`children`) is drawn only once open, so a
 * closed row loads nothing.
 */
export function DisclosureRow(props: { summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-brand-100 bg-white">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left"
      >
        {props.summary}
        <ChevronDown
          className={`mt-1 h-4 w-4 shrink-0 text-brand-700 ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && <div className="border-t border-brand-100 px-4 py-3">{props.children}</div>}
    </li>
  );
}
