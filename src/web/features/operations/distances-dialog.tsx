import { useState } from 'react';
import { requiredMessage } from '../../../domain/agreement.ts';
import {
  DISTANCE_JUSTIFICATION_MAX,
  justificationLabel,
} from '../../../domain/distances/values.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { TextareaField } from '../../components/textarea-field.tsx';

/**
 * Concluding with sensitive points under the Art. 10 distances (decision 038): never blocked,
 * but the person says why, and the report prints it beside the points and their metres.
 */
export function DistancesDialog(props: {
  warnings: readonly string[];
  onConfirm: (justificativa: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const conclude = () =>
    text.trim() ? props.onConfirm(text.trim()) : setError(requiredMessage(justificationLabel));
  return (
    <AskDialog
      title="Concluir abaixo das distâncias mínimas?"
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" onClick={props.onCancel} className={buttonClasses('outline')}>
            Voltar
          </button>
          <button type="button" onClick={conclude} className={buttonClasses('brand')}>
            Concluir com justificativa
          </button>
        </>
      }
    >
      <ul className="mt-2 list-disc pl-5 text-ink-700">
        {props.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <div className="mt-4">
        <TextareaField
          label={justificationLabel.text}
          value={text}
          maxLength={DISTANCE_JUSTIFICATION_MAX}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </div>
    </AskDialog>
  );
}
