import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_ID } from '../../domain/page-answers.ts';
import { forgetPageAnswers, takePageAnswers, visitStaleTime } from './page-answers.ts';

// Issue 43 item 1: the answers a page rendered by the server brings in its HTML.

afterEach(() => {
  forgetPageAnswers();
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
});

/** The page's HTML carrying `answers` as the server writes them. */
function pageWith(answers: Record<string, unknown>) {
  const server = new QueryClient();
  for (const [key, data] of Object.entries(answers)) server.setQueryData([key], data);
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = PAGE_ANSWERS_ID;
  tag.textContent = JSON.stringify(dehydrate(server));
  document.body.append(tag);
}

describe("a page's answers in its HTML", () => {
  it('are in the cache before the first render, and count as this visit’s reads until the person leaves', () => {
    pageWith({ me: { user: 'u1' }, dashboard: { month: 'nov/2026' } });
    const client = new QueryClient();
    expect(takePageAnswers(client)).toBe(true);
    expect(client.getQueryData(['me'])).toEqual({ user: 'u1' });
    expect(client.getQueryData(['dashboard'])).toEqual({ month: 'nov/2026' });
    // Read once: the tag is gone.
    expect(document.getElementById(PAGE_ANSWERS_ID)).toBeNull();
    const [me, other] = [['me'], ['hr', 'alertas']].map(
      (queryKey) => client.getQueryCache().build(client, { queryKey }).queryHash,
    );
    // Fresh while the person is on the page they came to; an answer read afresh on every visit
    // is then stale at once, as any other.
    expect(visitStaleTime({ queryHash: me! })).toBe(Infinity);
    expect(visitStaleTime({ queryHash: other! })).toBe(0);
    forgetPageAnswers();
    expect(visitStaleTime({ queryHash: me! })).toBe(0);
  });

  it('are none on a page that brought none', () => {
    const client = new QueryClient();
    expect(takePageAnswers(client)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
