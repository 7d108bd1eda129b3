import type { ReactNode } from 'react';

/** One tool of the Ferramentas tab: a titled card with what it does. */
export function ToolCard(props: { id: string; title: string; about: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5"
    >
      <h2 id={props.id} className="text-lg font-semibold text-ink-900">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{props.about}</p>
      {props.children}
    </section>
  );
}
