import type { AdminPayout, PayoutPatch } from '../../../../domain/affiliates/admin-contracts.ts';
import {
  nextPayoutStatus,
  PAYOUT_TARGET_LABELS,
  PAYOUT_TARGETS,
} from '../../../../domain/affiliates/payouts.ts';
import { formatMonth } from '../../../../domain/format.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { withErrorTitle } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useProcessPayout } from './api.ts';

const schema = lazySchema(() =>
  import('../../../../domain/affiliates/admin-contracts.ts').then((m) => m.payoutPatch),
);

/** 'Processar' (spec part 2 §2 'Process dialog'): the status the payout may go to, and notes. */
export function ProcessDialog(props: { payout: AdminPayout; onClose: () => void }) {
  const { payout } = props;
  const process = useProcessPayout(payout.id);
  const options = PAYOUT_TARGETS.filter((t) => nextPayoutStatus(payout.status, t)).map((t) => ({
    value: t,
    label: PAYOUT_TARGET_LABELS[t],
  }));
  const contract = useContractForm<{ status: string; observacoes: string }, PayoutPatch>(
    schema,
    { status: options[0]?.value ?? '', observacoes: payout.observacoes ?? '' },
    async (body) => {
      await withErrorTitle(process.mutateAsync(body), 'Erro ao processar pagamento');
      notify('Pagamento atualizado');
      props.onClose();
    },
  );
  const { Field } = contract;
  return (
    <FormDialog
      title="Processar pagamento"
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
      pendingText="Salvando..."
      intro={`${payout.nome_completo} · ${formatMonth(payout.mes_referencia)} · ${formatBRL(payout.valor_total)}`}
    >
      <Field as="select" name="status" label="Status do pagamento" options={options} />
      <Field as="textarea" name="observacoes" label="Observações" rows={3} />
    </FormDialog>
  );
}
