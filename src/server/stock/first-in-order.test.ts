import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order.ts';

/** A repeatable sequence of numbers in [0, 1) (a linear congruential generator). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Item = { key: number; at: number };
const byKey = (a: Item, b: Item) => a.key - b.key;

describe('firstInOrder', () => {
  it('answers the beginning of the sorted list, ties in their given order', () => {
    const next = numbers(43);
    const lists: [size: number, keys: number][] = [
      [0, 5],
      [1, 5],
      [7, 3],
      [50, 10],
      [300, 1000],
      [300, 4],
    ];
    for (const [size, keys] of lists)
      for (const count of [0, 1, 5, 20, 60, 300, 400]) {
        const items = Array.from({ length: size }, (_, at) => ({
          key: Math.floor(next() * keys),
          at,
        }));
        expect(firstInOrder(items, count, byKey)).toEqual(
          [...items].sort(byKey).slice(0, Math.max(count, 0)),
        );
      }
  });

  it('takes sorted and reversed lists too, and leaves the list given as it was', () => {
    const sorted = Array.from({ length: 40 }, (_, at) => ({ key: at, at }));
    const reversed = [...sorted].reverse();
    expect(firstInOrder(sorted, 20, byKey)).toEqual(sorted.slice(0, 20));
    expect(firstInOrder(reversed, 20, byKey)).toEqual(sorted.slice(0, 20));
    expect(reversed[0]).toEqual({ key: 39, at: 39 });
  });
});
