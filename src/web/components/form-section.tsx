import type { ReactNode } from 'react';

/** A titled group of a long form's fields (the operation's, as its report groups them; a proposal's). */
export function FormSection(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-brand-700">{props.title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}
