import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useCancelTitle } from './api.ts';

const cancelSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.cancelInput),
);

/** 'Cancelar conta': asks, with the reason, before a title with no payment is cancelled. */
export function CancelDialog(props: { title: FinanceTitle; onClose: () => void }) {
  const cancel = useCancelTitle(props.title.id);
  const contract = useContractForm<{ motivo: string }, { motivo: string }>(
    cancelSchema,
    { motivo: '' },
    sendThenClose(cancel.mutateAsync, 'Conta cancelada.', props.onClose),
  );
  const { Field } = contract;
  return (
    <FormDialog
      ask
      title="Cancelar esta conta?"
      onClose={props.onClose}
      intro={
        <>
          {props.title.descricao} ({formatBRL(props.title.total_cents)}) deixa de ser cobrada e sai
          dos totais. O cancelamento fica registrado com o motivo.
        </>
      }
      contract={contract}
      submit="Cancelar conta"
      pendingText="Cancelando..."
    >
      <Field as="textarea" name="motivo" label="Motivo do cancelamento" rows={2} />
    </FormDialog>
  );
}
