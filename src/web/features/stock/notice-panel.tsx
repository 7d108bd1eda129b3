import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  warn: { box: 'border-accent-300 bg-accent-300/10', sign: 'text-accent-500' },
  danger: { box: 'border-red-200 bg-red-50/60', sign: 'text-red-700' },
};

/** A panel of what needs acting on, its title (with the count) under a warning sign. */
export function NoticePanel(props: {
  id: string;
  title: string;
  tone: keyof typeof TONES;
  /** Its margins, where it stands. */
  className: string;
  children: ReactNode;
}) {
  const tone = TONES[props.tone];
  return (
    <section
      aria-labelledby={props.id}
      className={`rounded-2xl border p-4 ${tone.box} ${props.className}`}
    >
      <h2 id={props.id} className="flex items-center gap-2 font-bold text-ink-900">
        <AlertTriangle className={`h-5 w-5 ${tone.sign}`} aria-hidden="true" />
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
