import { describe, expect, it } from 'vitest';
import { counted, plural } from './plural.ts';

describe('plural', () => {
  it.each([
    [0, 'itens'],
    [1, 'item'],
    [-1, 'item'],
    [2, 'itens'],
    [1.5, 'item'],
    [0.5, 'itens'],
    [12, 'itens'],
  ])('%j → %s', (n, word) => {
    expect(plural(n, 'item', 'itens')).toBe(word);
  });

  it.each([
    [1, 'falta'],
    [3, 'faltam'],
  ])('a verb agrees too: %j → %s', (n, verb) => {
    expect(plural(n, 'falta', 'faltam')).toBe(verb);
  });
});

describe('counted', () => {
  it.each([
    [0, '0 itens'],
    [1, '1 item'],
    [3, '3 itens'],
    [1234, '1.234 itens'],
  ])('%j → %s', (n, text) => {
    expect(counted(n, 'item', 'itens')).toBe(text);
  });
});
