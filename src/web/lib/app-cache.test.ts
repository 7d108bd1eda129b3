import { describe, expect, it, vi } from 'vitest';
import { asksHardRefresh, hardRefreshIfAsked } from './app-cache.ts';

const url = (path: string) => new URL(path, 'https://app.agrovoo.com.br');

describe('hard refresh', () => {
  it.each([
    ['/hard-refresh', true],
    ['/?hard', true],
    ['/dashboard?hardRefresh=1', true],
    ['/dashboard', false],
    ['/hard-refresh-x', false],
    ['/?hardware=1', false],
  ])('%s asks for it: %s', (path, asked) => {
    expect(asksHardRefresh(url(path))).toBe(asked);
  });

  it('clears the caches once per session and always goes to the start', async () => {
    const unregister = vi.fn(async () => true);
    // happy-dom has no service workers: the browser's, as far as this code uses it.
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistrations: async () => [{ unregister }] },
    });
    const go = vi.fn();
    expect(await hardRefreshIfAsked(url('/hard-refresh'), sessionStorage, go)).toBe(true);
    expect(await hardRefreshIfAsked(url('/?hard'), sessionStorage, go)).toBe(true);
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(go.mock.calls).toEqual([['/'], ['/']]);
    expect(await hardRefreshIfAsked(url('/dashboard'), sessionStorage, go)).toBe(false);
  });
});
