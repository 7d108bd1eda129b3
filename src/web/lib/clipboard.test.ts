import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopy } from './clipboard.ts';

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useCopy', () => {
  it('copies, says so for 2 s, then no more', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    const { result } = renderHook(() => useCopy());
    await act(async () => expect(await result.current.copy('a@b.com, c@d.com')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('a@b.com, c@d.com');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('answers false when the browser refuses the clipboard, and claims no copy', async () => {
    clipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { result } = renderHook(() => useCopy());
    await act(async () => expect(await result.current.copy('x')).toBe(false));
    expect(result.current.copied).toBe(false);
  });
});
