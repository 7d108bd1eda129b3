import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's viewport, as tests tell it: every observed element is on screen, or none yet
 * (what `WhenVisible` waits for). Returns what scrolls the watched elements into view.
 */
export function viewport(onScreen: boolean) {
  const watched: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const show = () =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        if (onScreen) show();
        else watched.push(show);
      }
      disconnect() {}
    },
  );
  return () => act(() => watched.forEach((show) => show()));
}
