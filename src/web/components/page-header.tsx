import type { ReactNode } from 'react';
import { APP_NAME } from '../../domain/constants.ts';

/**
 * A page's title — the document's too ('Estoque — AgroVoo') — with its actions (a new record, a
 * link back) beside it and what the page is for (`intro`) under it.
 */
export function PageHeader(props: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <title>{`${props.title} — ${APP_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{props.title}</h1>
        {props.children}
      </div>
      {props.intro && <p className="mt-1 text-ink-700">{props.intro}</p>}
    </>
  );
}
