import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { meQuery, officeActs } from './session.ts';

describe('the session query in the app’s cache (spec part 2 §9 Caching)', () => {
  // The options as the app's client resolves them: the query's own over the client's defaults.
  const options = createQueryClient().defaultQueryOptions(meQuery);
  it.each([
    ['fresh for 5 min', options.staleTime, 5 * 60_000],
    ['kept unused for 10 min', options.gcTime, 10 * 60_000],
  ])('is %s', (_, value, ms) => expect(value).toBe(ms));
});

describe('officeActs', () => {
  const member = (role: 'owner' | 'admin' | 'pilot', canAct: boolean) =>
    ({ role, canAct }) as Parameters<typeof officeActs>[0];
  it.each([
    ['an owner', member('owner', true), true],
    ['an admin', member('admin', true), true],
    ['a pilot', member('pilot', true), false],
    ['an owner whose company may not act', member('owner', false), false],
    ['a user of no company', null, false],
  ])('%s', (_, membership, acts) => expect(officeActs(membership)).toBe(acts));
});
