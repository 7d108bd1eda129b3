import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from './dialog-send.ts';
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
  const { form, Field } = contract;
  return (
    <AskDialog title="Cancelar esta conta?" onClose={props.onClose}>
      <p className="mt-2 text-ink-700">
        {props.title.descricao} ({formatBRL(props.title.total_cents)}) deixa de ser cobrada e sai
        dos totais. O cancelamento fica registrado com o motivo.
      </p>
      <BoundForm
        form={form}
        onSubmit={contract.submit}
        status={contract.status}
        className="mt-4 space-y-4"
      >
        <Field as="textarea" name="motivo" label="Motivo do cancelamento" rows={2} />
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Cancelar conta"
          pendingText="Cancelando..."
          onCancel={props.onClose}
          cancel="Voltar"
          variant="danger"
        />
      </BoundForm>
    </AskDialog>
  );
}
