import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { stubServer } from './server.ts';

// What a form's test reads of the requests it sent, and how it retypes a field.

type Fetch = ReturnType<typeof stubServer>;

/** The JSON bodies sent to `url` so far, in order (a GET of the same path has none). */
export const bodiesSentTo = (fetch: Fetch, url: string): unknown[] =>
  (fetch.mock.calls as unknown as [string, RequestInit?][]).flatMap(([called, init]) =>
    called === url && init?.body ? [JSON.parse(String(init.body)) as unknown] : [],
  );

/** What was sent with `method` to `url` so far, in order: each request's JSON body, or null. */
export const sentWith = (fetch: Fetch, method: string, url: string): unknown[] =>
  fetch.mock.calls.flatMap(([called, init]) =>
    called === url && (init?.method ?? 'GET') === method
      ? [init?.body ? (JSON.parse(String(init.body)) as unknown) : null]
      : [],
  );

/** Whether a request `METHOD path` was sent (a DELETE or a POST without a body, say). */
export const requested = (fetch: Fetch, method: string, url: string) =>
  sentWith(fetch, method, url).length > 0;

/** The body of the one request sent to `url`, once it is sent. */
export async function sentOnce(fetch: Fetch, url: string) {
  await waitFor(() => expect(bodiesSentTo(fetch, url)).toHaveLength(1));
  return bodiesSentTo(fetch, url)[0];
}

/** Replaces what a field holds with `text`, typed. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
