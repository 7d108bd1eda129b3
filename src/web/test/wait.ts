/**
 * How long a web test waits for what it expects: a screen's lazy parts are compiled on their
 * first import, which with the API suite on the other core can take seconds. Testing Library's
 * waits use it (`setup.ts`); a test under fake timers, whose `vi.waitFor` advances the fake
 * clock, passes it as `{ timeout: WAIT_MS }`.
 */
export const WAIT_MS = 5_000;
