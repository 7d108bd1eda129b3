import { useEffect, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

// Forms check what people type with the domain's zod schemas, but zod (25 KB gzip) and the
// contracts are not needed to paint a page: they load on first use, and a form starts that
// load when the browser is first idle after it mounts, so a submit does not wait for it.
// zod reads its configuration when it loads (lib/zod-config.ts, which main.tsx runs first).

/** Something loaded on first use: the same promise on every call. */
export type Lazy<T> = () => Promise<T>;

/** Loads once, on first call; a load that failed is tried again on the next call. */
export function lazySchema<T>(load: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const resolvers = lazySchema(() => import('@hookform/resolvers/zod'));

/** Without `requestIdleCallback` (Safari), this long after mounting. */
const IDLE_FALLBACK_MS = 1_000;
/** The longest the browser may put the load off while busy. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * When a form's code starts loading: when the browser is first idle after it mounts, or, on a
 * public page (the login), at the person's first touch, click, key or focus there — a visitor
 * who only reads downloads none of it (docs/benchmarks.md, 'The public pages' LCP and the first
 * loads' script').
 */
export type PreloadWhen = 'idle' | 'interaction';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Starts the load when `when` comes after the component mounts; answers it. */
export function usePreload<T>(load: Lazy<T>, when: PreloadWhen = 'idle'): Lazy<T> {
  useEffect(() => {
    // A failure here is met again, and reported, by the call that needs the value.
    const start = () => void load().catch(() => {});
    if (when === 'interaction') {
      const once = () => {
        stop();
        start();
      };
      const stop = () =>
        INTERACTIONS.forEach((type) => document.removeEventListener(type, once, true));
      INTERACTIONS.forEach((type) => document.addEventListener(type, once, true));
      return stop;
    }
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(start, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [load, when]);
  return load;
}

/**
 * react-hook-form's resolver for a lazy schema: @hookform/resolvers' zodResolver once both are
 * loaded, so the form shows the same messages, at the same moments, as with zodResolver itself.
 * The form's fields may hold text (a pt-BR number, reais): the domain's contracts read it, and
 * the submit handler receives what the schema made of it — the request's body.
 */
export function useLazyResolver<Values extends FieldValues, Output>(
  schema: Lazy<ZodType<Output, unknown>>,
  when: PreloadWhen = 'idle',
): Resolver<Values, unknown, Output> {
  usePreload(schema, when);
  usePreload(resolvers, when);
  return useMemo<Resolver<Values, unknown, Output>>(
    () => async (values, context, options) => {
      const [{ zodResolver }, loaded] = await Promise.all([resolvers(), schema()]);
      const resolve = zodResolver(loaded as ZodType<Output, Values>);
      return resolve(values, context, options) as ReturnType<Resolver<Values, unknown, Output>>;
    },
    [schema],
  );
}
