import { useState } from 'react';
import {
  REOPEN_REASON_MAX,
  REOPEN_REASON_MIN,
  REOPEN_REASON_REQUIRED,
} from '../../../domain/operations/frozen.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { TextareaField } from '../../components/textarea-field.tsx';

/**
 * Reopening a concluded operation asks why (decision 029): the reason is kept with the report's
 * next version, and the version in force stays as it was issued.
 */
export function ReopenDialog(props: { onConfirm: (motivo: string) => void; onCancel: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (motivo.trim().length < REOPEN_REASON_MIN) return setError(REOPEN_REASON_REQUIRED);
    props.onConfirm(motivo.trim());
  };
  return (
    <AskDialog
      title="Reabrir esta operação?"
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" onClick={props.onCancel} className={buttonClasses('outline')}>
            Cancelar
          </button>
          <button type="button" onClick={confirm} className={buttonClasses('brand')}>
            Reabrir operação
          </button>
        </>
      }
    >
      <p className="mt-2 text-ink-700">
        O relatório emitido continua guardado como está. A baixa no estoque e a conta a receber são
        desfeitas; ao concluir de novo, uma nova versão do relatório é emitida com o motivo abaixo.
      </p>
      <div className="mt-4">
        <TextareaField
          label="Motivo da reabertura"
          value={motivo}
          maxLength={REOPEN_REASON_MAX}
          error={error}
          onChange={(event) => {
            setMotivo(event.target.value);
            setError(undefined);
          }}
        />
      </div>
    </AskDialog>
  );
}
