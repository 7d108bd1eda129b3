import { describe, expect, it } from 'vitest';
import { FIRST_STEP_KEYS, firstStepsToShow, type FirstStepKey } from './first-steps.ts';

const doneOnly = (...keys: FirstStepKey[]) =>
  Object.fromEntries(FIRST_STEP_KEYS.map((key) => [key, keys.includes(key)])) as Record<
    FirstStepKey,
    boolean
  >;

describe("a new company's first steps", () => {
  it('lists every step in order, each ticked as done', () => {
    expect(firstStepsToShow(doneOnly('aircraft', 'clients'), false)).toEqual([
      { key: 'aircraft', done: true },
      { key: 'pilots', done: false },
      { key: 'clients', done: true },
      { key: 'properties', done: false },
      { key: 'registro_mapa', done: false },
      { key: 'proposal', done: false },
    ]);
  });

  it.each([
    ['nothing done, dismissed', doneOnly(), true],
    ['everything done', doneOnly(...FIRST_STEP_KEYS), false],
    ['everything done and dismissed', doneOnly(...FIRST_STEP_KEYS), true],
  ])('shows nothing when %s', (_case, done, dismissed) =>
    expect(firstStepsToShow(done, dismissed)).toBeNull(),
  );
});
