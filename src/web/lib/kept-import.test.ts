import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { keptImport } from './kept-import.ts';

it('asks for the module once for every caller, and has it at hand once here', async () => {
  const module = { Part: 'parte' };
  const importer = vi.fn(async () => module);
  const kept = keptImport(importer);
  expect(kept.now()).toBeUndefined();
  expect(importer).not.toHaveBeenCalled(); // not asked for until needed

  const first = kept.load();
  expect(kept.load()).toBe(first);
  await expect(first).resolves.toBe(module);
  expect(kept.now()).toBe(module);
  expect(importer).toHaveBeenCalledTimes(1);
});

it('waits for the connection when the module could not be fetched, then asks again', async () => {
  const importer = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue('módulo');
  const kept = keptImport(importer);
  const loading = kept.load();
  await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
  expect(kept.now()).toBeUndefined();
  window.dispatchEvent(new Event('online'));
  await expect(loading).resolves.toBe('módulo');
  expect(kept.now()).toBe('módulo');
  expect(kept.load()).toBe(loading);
  expect(importer).toHaveBeenCalledTimes(2);
});
