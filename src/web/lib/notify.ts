import { toast } from 'sonner';

// Notifications (spec part 2 §9): a confirmation closes by itself after 5 s; an error stays
// until the person closes it.

export const notify = (title: string, description?: string) =>
  toast.success(title, { description, duration: 5_000 });

export const notifyError = (title: string, description?: string) =>
  toast.error(title, { description, duration: Infinity });
