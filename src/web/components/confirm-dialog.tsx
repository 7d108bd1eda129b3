import type { ReactNode } from 'react';
import { AskDialog } from './ask-dialog.tsx';
import { buttonClasses } from './button-link.tsx';

/**
 * Asks before an action — a destructive one unless `tone` says otherwise; nothing happens until
 * 'confirm' is pressed.
 */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirm's text, and it waits (disabled). */
  pending?: string;
  /** Under the message: why the action failed, say. */
  children?: ReactNode;
  /** The confirm's look: 'danger' (the default) for what cannot be undone, 'brand' otherwise. */
  tone?: 'danger' | 'brand';
}) {
  return (
    <AskDialog
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" onClick={props.onCancel} className={buttonClasses('outline')}>
            Cancelar
          </button>
          <button
            type="button"
            onClick={props.onConfirm}
            disabled={!!props.pending}
            className={`${buttonClasses(props.tone ?? 'danger')} disabled:opacity-60`}
          >
            {props.pending ?? props.confirmLabel}
          </button>
        </>
      }
    >
      <p className="mt-2 text-ink-700">{props.message}</p>
      {props.children}
    </AskDialog>
  );
}
