import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { meQuery } from './session.ts';

describe('the session query in the app’s cache (spec part 2 §9 Caching)', () => {
  const client = createQueryClient();
  const options = client.getQueryCache().build(client, meQuery).options;
  it.each([
    ['fresh for 5 min', options.staleTime, 5 * 60_000],
    ['kept unused for 10 min', options.gcTime, 10 * 60_000],
  ])('is %s', (_, value, ms) => expect(value).toBe(ms));
});
