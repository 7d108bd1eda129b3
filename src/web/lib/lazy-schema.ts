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

/** Starts the load when the browser is first idle after the component mounts; answers it. */
export function usePreload<T>(load: Lazy<T>): Lazy<T> {
  useEffect(() => {
    // A failure here is met again, and reported, by the call that needs the value.
    const start = () => void load().catch(() => {});
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(start, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [load]);
  return load;
}

/**
 * react-hook-form's resolver for a lazy schema: @hookform/resolvers' zodResolver once both are
 * loaded, so the form shows the same messages, at the same moments, as with zodResolver itself.
 *
 * A form whose fields are typed text (pt-BR numbers, reais) gives `toInput`, which builds the
 * request's body from the form's values: the schema checks that body, its problems land on the
 * fields of the same names, and the submit handler receives the form's own values.
 */
export function useLazyResolver<Input extends FieldValues, Output = Input>(
  schema: Lazy<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output>;
export function useLazyResolver<Values extends FieldValues>(
  schema: Lazy<ZodType<unknown, FieldValues>>,
  toInput: (values: Values) => unknown,
): Resolver<Values>;
export function useLazyResolver(
  schema: Lazy<ZodType<unknown, FieldValues>>,
  toInput?: (values: FieldValues) => unknown,
): Resolver<FieldValues, unknown, unknown> {
  usePreload(schema);
  usePreload(resolvers);
  return useMemo<Resolver<FieldValues, unknown, unknown>>(
    () => async (values, context, options) => {
      const [{ zodResolver }, loaded] = await Promise.all([resolvers(), schema()]);
      if (!toInput) return zodResolver(loaded)(values, context, options);
      const checked = await zodResolver(loaded, undefined, { raw: true })(
        toInput(values) as FieldValues,
        context,
        options,
      );
      return Object.keys(checked.errors).length ? checked : { values, errors: {} };
    },
    [schema, toInput],
  );
}
