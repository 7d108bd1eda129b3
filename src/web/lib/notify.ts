import { toast } from 'sonner';

/**
 * A confirmation toast, which closes by itself after 5 s (spec part 2 §9). Errors are not
 * toasts here: they stay next to what failed (a form's alert, a dialog's message) until the
 * person acts, which is what 'errors stay' asks.
 */
export const notify = (title: string, description?: string) =>
  toast.success(title, { description, duration: 5_000 });
