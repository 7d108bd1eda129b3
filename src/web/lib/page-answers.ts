import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_ANSWERS_ID } from '../../domain/page-answers.ts';

// The answers a page rendered with its data brings in its HTML (issue 43 item 1; the server's
// `src/server/http/page-render.ts`): the page's first reads, made by the server for this page
// view, as the query cache's dehydrated state.

/** The queries whose answers came with the page, until the person goes elsewhere. */
const sent = new Set<string>();

/** Puts the page's answers in the cache before the app's first render; whether there were any. */
export function takePageAnswers(client: QueryClient): boolean {
  const tag = document.getElementById(PAGE_ANSWERS_ID);
  if (!tag?.textContent) return false;
  const state = JSON.parse(tag.textContent) as DehydratedState;
  hydrate(client, state);
  for (const query of state.queries) sent.add(query.queryHash);
  tag.remove();
  return true;
}

/** Once the person leaves the page they came to, its answers age as any other. */
export const forgetPageAnswers = () => sent.clear();

/**
 * The stale time of an answer read afresh on every visit: none, except the answer the page's
 * HTML brought, which is this visit's read (made by the server for this page view).
 */
export const visitStaleTime = (query: { queryHash: string }) =>
  sent.has(query.queryHash) ? Infinity : 0;
