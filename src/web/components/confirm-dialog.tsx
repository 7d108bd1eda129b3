import { useEffect, useRef } from 'react';
import { buttonClasses } from './button-link.tsx';

/** Asks before a destructive action; nothing happens until 'confirm' is pressed. */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog
      ref={ref}
      onClose={props.onCancel}
      aria-labelledby="confirm-title"
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-ink-900/40"
    >
      <h2 id="confirm-title" className="text-lg font-bold text-ink-900">
        {props.title}
      </h2>
      <p className="mt-2 text-ink-700">{props.message}</p>
      <div className="mt-6 flex justify-end gap-2">
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
      </div>
    </dialog>
  );
}
