import type { ReactNode } from 'react';

/** A titled section of the operation form, as the relatório operacional groups its items. */
export function FormSection(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-5">
      <legend className="px-2 text-base font-bold text-brand-700">{props.title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}
