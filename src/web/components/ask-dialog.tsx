import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';

/** A modal <dialog> shown as it mounts (the browser's own focus trap, Esc and backdrop). */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return ref;
}

/**
 * A small modal that asks or tells one thing: its title, what it says, and its buttons in a
 * row at the end (`actions`).
 */
export function AskDialog(props: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  /** Esc: closes unless the handler prevents it. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
}) {
  const ref = useModal();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      onClose={props.onClose}
      onCancel={props.onCancel}
      aria-labelledby={titleId}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-ink-900/40"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {props.title}
      </h2>
      {props.children}
      {props.actions && <div className="mt-6 flex justify-end gap-2">{props.actions}</div>}
    </dialog>
  );
}
