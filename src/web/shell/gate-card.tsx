import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a guard shows instead of the page it withholds: its icon and title, then (`children`)
 * why and the way on.
 */
export function GateCard(props: { icon: LucideIcon; title: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-2xl border border-brand-100 bg-white p-8 text-center">
      <Icon className="mx-auto h-10 w-10 text-accent-500" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-ink-900">{props.title}</h1>
      {props.children}
    </section>
  );
}
