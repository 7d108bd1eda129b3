import { lazy, type ComponentType } from 'react';
import { loadWhenOnline } from './connection.ts';

/**
 * A component whose code is split off the first load and downloaded when it first renders
 * (React.lazy). If the connection is down then, it waits for the connection to return
 * instead of failing, so a dialog or a banner never takes the page into the error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>) {
  return lazy(async () => ({ default: await loadWhenOnline(load) }));
}
