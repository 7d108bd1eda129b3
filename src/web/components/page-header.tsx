import type { ReactNode } from 'react';
import { APP_NAME } from '../../domain/constants.ts';

/**
 * A page's title — the document's too ('Estoque — AgroVoo') — with its actions (a new record, a
 * link back) beside it and what the page is for (`intro`) under it. The title and the intro
 * stand where they would with no actions, so the loading screen's header (which knows none,
 * `PageLoading`) and the page's are at the same place: the title's row is as tall as a button,
 * and on a phone the actions go under the intro instead of wrapping above it.
 */
export function PageHeader(props: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <title>{`${props.title} — ${APP_NAME}`}</title>
      <div
        className={`flex flex-wrap items-center justify-between ${props.intro ? 'gap-x-3' : 'gap-3'}`}
      >
        <h1 className="flex min-h-9.5 items-center text-2xl font-bold text-ink-900">
          {props.title}
        </h1>
        {props.intro && <p className="mt-1 w-full text-ink-700 sm:order-2">{props.intro}</p>}
        {props.children && (
          <div className={props.intro ? 'mt-3 sm:order-1 sm:mt-0' : undefined}>
            {props.children}
          </div>
        )}
      </div>
    </>
  );
}
