import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useResplitTitle } from './api.ts';
import { moneyText } from '../../lib/numbers.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { emptyPlan, PlanFields, type PlanValues } from './plan-fields.tsx';

const resplitSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.resplitInput),
);

/** 'Reparcelar': a new total and split for a title nothing was paid on yet. */
export function ResplitDialog(props: { title: FinanceTitle; onClose: () => void }) {
  const resplit = useResplitTitle(props.title.id);
  const contract = useContractForm<PlanValues, object>(
    resplitSchema,
    {
      ...emptyPlan(moneyText(props.title.total_cents)),
      parcelas: String(props.title.parcelas.length),
    },
    sendThenClose(resplit.mutateAsync, 'Conta reparcelada.', props.onClose),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      title="Reparcelar"
      onClose={props.onClose}
      intro={`${props.title.descricao}: as parcelas atuais são substituídas pelas novas.`}
      contract={contract}
      submit="Reparcelar"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="total_cents" label="Valor total (R$)" inputMode="decimal" />
        <div className="hidden sm:block" />
        <PlanFields />
      </div>
    </FormDialog>
  );
}
