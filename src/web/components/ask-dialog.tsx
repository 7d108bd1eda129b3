import type { ReactNode, SyntheticEvent } from 'react';
import { Modal } from './modal.tsx';

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
  return (
    <Modal
      onClose={props.onClose}
      onCancel={props.onCancel}
      className="w-[min(26rem,calc(100%-2rem))] p-6"
    >
      {(titleId) => (
        <>
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {props.title}
          </h2>
          {props.children}
          {props.actions && <div className="mt-6 flex justify-end gap-2">{props.actions}</div>}
        </>
      )}
    </Modal>
  );
}
