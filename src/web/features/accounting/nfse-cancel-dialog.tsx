import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../../domain/fiscal/cancellation.ts';
import type { NfseCancelInput, NfseState } from '../../../domain/fiscal/contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useCancelNfse } from './nfse-api.ts';

const cancelSchema = lazySchema(() =>
  import('../../../domain/fiscal/contracts.ts').then((m) => m.nfseCancelInput),
);

const REASON_OPTIONS = CANCELLATION_REASONS.map((value) => ({
  value,
  label: CANCELLATION_REASON_LABELS[value],
}));

/** 'Cancelar NFS-e': the reason's code and its text, sent as the cancellation event. */
export function NfseCancelDialog(props: { titleId: string; nfse: NfseState; onClose: () => void }) {
  const cancel = useCancelNfse(props.titleId);
  const contract = useContractForm<{ codigo: CancellationReason; motivo: string }, NfseCancelInput>(
    cancelSchema,
    { codigo: '1', motivo: '' },
    sendThenClose(cancel.mutateAsync, 'NFS-e cancelada.', props.onClose),
  );
  const { Field } = contract;
  return (
    <FormDialog
      ask
      title="Cancelar esta NFS-e?"
      onClose={props.onClose}
      intro={
        <>
          A NFS-e nº {props.nfse.numero_nfse} é cancelada na API nacional por um evento de
          cancelamento, com o motivo abaixo. Isso não pode ser desfeito.
        </>
      }
      contract={contract}
      submit="Cancelar NFS-e"
      pendingText="Cancelando..."
    >
      <Field as="select" name="codigo" label="Motivo" options={REASON_OPTIONS} />
      <Field as="textarea" name="motivo" label="Descrição do motivo" rows={2} />
    </FormDialog>
  );
}
