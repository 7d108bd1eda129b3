import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveMetrics } from './live-metrics.ts';

// Spec part 2 §9 'Sampling': fps each second, memory every 2 s, latency every 5 s — and nothing
// while paused, hidden or gone.

const MB = 1024 * 1024;
let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn(async () => new Response(null));
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(performance, 'memory', {
    configurable: true,
    value: { usedJSHeapSize: 42.26 * MB, jsHeapSizeLimit: 2048 * MB },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (performance as { memory?: unknown }).memory;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

const counts = (samples: ReturnType<typeof useLiveMetrics>['samples']) => [
  samples.fps.length,
  samples.memory.length,
  samples.latency.length,
];
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useLiveMetrics', () => {
  it('samples nothing until started, then at 1 s, 2 s and 5 s', async () => {
    const { result } = renderHook(() => useLiveMetrics());
    await wait(10_000);
    expect(counts(result.current.samples)).toEqual([0, 0, 0]);
    act(() => result.current.start());
    await wait(999);
    expect(counts(result.current.samples)).toEqual([0, 0, 0]);
    await wait(1);
    expect(counts(result.current.samples)).toEqual([1, 0, 0]);
    await wait(1_000);
    expect(counts(result.current.samples)).toEqual([2, 1, 0]);
    await wait(3_000);
    expect(counts(result.current.samples)).toEqual([5, 2, 1]);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(`${location.origin}/`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: expect.any(AbortSignal),
    });
    const { fps, memory } = result.current.samples;
    expect(fps[0]!.value).toBeGreaterThanOrEqual(55); // the animation frames of a 60 Hz screen
    expect(memory[0]!.value).toBe(42.3);
  });

  it('stops sampling when paused and when unmounted', async () => {
    const { result, unmount } = renderHook(() => useLiveMetrics());
    act(() => result.current.start());
    await wait(5_000);
    act(() => result.current.pause());
    await wait(20_000);
    expect(counts(result.current.samples)).toEqual([5, 2, 1]);
    act(() => result.current.start());
    await wait(5_000);
    expect(counts(result.current.samples)).toEqual([10, 4, 2]);
    unmount();
    await wait(20_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops while the document is hidden and goes on when it is shown', async () => {
    const { result } = renderHook(() => useLiveMetrics());
    act(() => result.current.start());
    await wait(2_000);
    const show = (state: 'hidden' | 'visible') =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    show('hidden');
    await wait(30_000);
    expect(counts(result.current.samples)).toEqual([2, 1, 0]);
    expect(fetch).not.toHaveBeenCalled();
    show('visible');
    await wait(5_000);
    expect(counts(result.current.samples)).toEqual([7, 3, 1]);
  });

  it('keeps the last 60 samples', async () => {
    const { result } = renderHook(() => useLiveMetrics());
    act(() => result.current.start());
    await wait(65_000);
    expect(counts(result.current.samples)).toEqual([60, 32, 13]);
  });

  it('samples no memory where the browser does not tell it', async () => {
    delete (performance as { memory?: unknown }).memory;
    const { result } = renderHook(() => useLiveMetrics());
    act(() => result.current.start());
    await wait(4_000);
    expect(counts(result.current.samples)).toEqual([4, 0, 0]);
  });
});
