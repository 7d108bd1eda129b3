import { AskDialog } from './ask-dialog.tsx';
import { buttonClasses } from './button-link.tsx';

/** Asks before a destructive action; nothing happens until 'confirm' is pressed. */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
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
            className={`${buttonClasses('brand')} bg-red-700 hover:bg-red-800`}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p className="mt-2 text-ink-700">{props.message}</p>
    </AskDialog>
  );
}
