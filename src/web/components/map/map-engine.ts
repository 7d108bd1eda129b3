import { useEffect, useState } from 'react';
import { webglAvailable } from './webgl.ts';

/**
 * Why a map shows its plain SVG instead: no WebGL in this browser, or its code could not be
 * fetched (offline before any map page had been opened, so not yet cached).
 */
export type Fallback = 'no-webgl' | 'offline';

/** The map engine's module once loaded; null while it loads; the reason when it will not run. */
export function useMapModule<T>(load: () => Promise<T>): T | null | Fallback {
  const [state, setState] = useState<T | null | Fallback>(() =>
    webglAvailable() ? null : 'no-webgl',
  );
  useEffect(() => {
    if (state !== null) return;
    let live = true;
    load().then(
      (module) => live && setState(() => module),
      () => live && setState('offline'),
    );
    return () => {
      live = false;
    };
  }, [load, state]);
  return state;
}

export const isFallback = (state: unknown): state is Fallback =>
  state === 'no-webgl' || state === 'offline';
