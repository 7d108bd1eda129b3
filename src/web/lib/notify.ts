// Notifications (spec part 2 §9) through sonner, whose code loads with the first notification
// rather than with the page. A confirmation closes by itself after 5 s. Errors are not toasts
// here: they stay next to what failed (a form's alert, a dialog's message) until the person
// acts, which is what 'errors stay' asks; the lost connection has its own notice
// (shell/connection-notices.tsx), drawn without downloading anything.

/** A confirmation; skipped if the notifications' code cannot be downloaded right now. */
export const notify = (title: string, description?: string) =>
  void import('sonner').then(
    ({ toast }) => toast.success(title, { description, duration: 5_000 }),
    () => undefined,
  );
