import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What leaving a form with unsaved changes asks. */
export const LEAVE_QUESTION =
  'Há alterações não salvas. Sair mesmo assim? Elas ficam guardadas como rascunho neste aparelho.';

/**
 * Asks before leaving a react-hook-form form with unsaved changes: a link, a menu item or Back
 * inside the app asks `LEAVE_QUESTION` in the browser's confirmation (staying keeps the page as it is), and closing or
 * reloading the tab gets the browser's own question. Nothing is asked once the form is back at
 * its defaults, so a page that saves with `form.reset(saved)` may navigate right after.
 * Moving inside the same page (only its query changing) is never stopped.
 *
 *   const { form } = useContractForm(...);
 *   useLeaveGuard(form, editable);
 */
export function useLeaveGuard<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  enabled = true,
) {
  // Read when leaving, not when last rendered: a save resets the form just before navigating.
  const dirty = useRef(false);
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => {
          dirty.current = !!isDirty;
        },
      }),
    [form],
  );
  // Once leaving was agreed, nothing more is asked: the page stays mounted a moment after the
  // move, and a Back pressed in that moment must not be held by the page being left.
  const left = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      enabled &&
      dirty.current &&
      !left.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) {
      left.current = true;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled]);
}
