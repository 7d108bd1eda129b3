import type { ReactNode } from 'react';
import type { PublicPage } from '../../../domain/site.ts';
import { PageFrame } from '../../components/page-frame.tsx';

/** Layout of a legal text: title, last update and readable sections. */
export function LegalPage(props: {
  page: PublicPage;
  heading: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <PageFrame page={props.page}>
      <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink-700 sm:px-6 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_p]:mt-3">
        <h1 className="text-3xl font-bold text-ink-900">{props.heading}</h1>
        <p className="text-sm text-ink-600">Última atualização: {props.updated}</p>
        {props.children}
      </article>
    </PageFrame>
  );
}
