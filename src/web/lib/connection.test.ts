import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './connection.ts';

describe('loadWhenOnline', () => {
  it('waits through a failed load and tries again each time the connection returns', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('módulo');
    let settled = false;
    const loaded = loadWhenOnline(load).finally(() => (settled = true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBe(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(settled).toBe(false);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
