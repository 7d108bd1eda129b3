/**
 * Props that start loading a dialog's or an editor's code as soon as a pointer or the keyboard
 * reaches the button that opens it, so the click rarely waits for it.
 */
export const prefetchOnIntent = (load: () => Promise<unknown>) => {
  // A prefetch that fails (offline) is quiet: the dialog's own load waits for the connection.
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
};
