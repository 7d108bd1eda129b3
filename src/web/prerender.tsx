import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PUBLIC_PAGES } from '../domain/site.ts';
import { AuthPage } from './features/auth/auth-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { PrivacyPage } from './features/legal/privacy-page.tsx';
import { TermsPage } from './features/legal/terms-page.tsx';
import { PAGE_HEADINGS, type PageHeading } from './page-headings.ts';
import { PageFrame, PageLoading } from './shell/page-loading.tsx';
import { DATA_PAGES } from './data-pages.tsx';

/** The public pages rendered to HTML at build time (issue 4), by path. */
const PAGES: Record<string, ComponentType> = {
  [PUBLIC_PAGES.home.path]: LandingPage,
  [PUBLIC_PAGES.login.path]: AuthPage,
  [PUBLIC_PAGES.terms.path]: TermsPage,
  [PUBLIC_PAGES.privacy.path]: PrivacyPage,
};

export const PRERENDERED_PATHS = Object.keys(PAGES);

/**
 * The company's pages whose header is static, rendered as their loading screen (issue 43 item
 * 1): the server sends it to a signed-in visit, with the page's code preloaded.
 */
export const LOADING_PATHS = [
  ...new Set([...Object.keys(PAGE_HEADINGS), ...Object.keys(DATA_PAGES)]),
];

/** The company pages the server renders with their data (`renderWithData`). */
export const DATA_PATHS = Object.keys(DATA_PAGES);

const headings: Record<string, PageHeading> = PAGE_HEADINGS;
const pageAt = (path: string): ComponentType | undefined => {
  const Page = DATA_PAGES[path]?.Page;
  if (Page)
    return () => (
      <PageFrame>
        <Page />
      </PageFrame>
    );
  const heading = headings[path];
  return heading ? () => <PageLoading heading={heading} /> : PAGES[path];
};

const MARK = '<div data-prerendered=';

/**
 * A public page as HTML: its head tags (title, description, canonical, Open Graph, JSON-LD…)
 * and its body, as the browser first renders it (no data yet: nothing of a session). A company
 * page's loading screen is marked `session`: the app keeps it until the session is known too.
 */
export function render(path: string, client = new QueryClient()): { head: string; body: string } {
  const Page = pageAt(path);
  if (!Page) throw new Error(`no prerendered page for ${path}`);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {/* Inert until the app takes over: nothing typed into it is lost when React renders. A
            company page's is hidden from assistive technology too, until the app draws it. */}
        <div
          data-prerendered={PAGES[path] ? '' : 'session'}
          inert
          aria-hidden={PAGES[path] ? undefined : true}
        >
          <Page />
        </div>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The queries the page started are dropped with their timers (a query kept 10 minutes
  // unused would hold the build's process open that long).
  client.clear();
  // React places a page's <title>, <meta> and <link> first; the page follows the mark.
  const at = html.indexOf(MARK);
  return { head: html.slice(0, at), body: html.slice(at) };
}

/**
 * A company page rendered by the server for one visit with its first reads' answers (issue 43
 * item 1; `src/server/http/page-render.ts`), by their address: the page drawn with its data, and
 * those answers as the query cache's state, which the app takes before its first render
 * (`lib/page-answers.ts`) and so draws the same page over it. A read left unanswered is drawn as
 * the page draws it while loading.
 */
export function renderWithData(
  path: string,
  answers: Record<string, unknown>,
): { body: string; state: DehydratedState } {
  const page = DATA_PAGES[path];
  if (!page) throw new Error(`no page rendered with its data at ${path}`);
  const client = new QueryClient();
  for (const query of page.reads()) {
    const answer = answers[String(query.meta?.path)];
    if (answer !== undefined) client.setQueryData(query.queryKey, answer);
  }
  const state = dehydrate(client);
  return { body: render(path, client).body, state };
}
