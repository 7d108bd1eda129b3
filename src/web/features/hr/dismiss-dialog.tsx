import type { EmployeeDismissal } from '../../../domain/hr/contracts.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { useUpdateEmployee } from './api.ts';

const dismissalSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.employeeDismissal),
);

/** 'Registrar desligamento': asks the day the employee left, then records it. */
export function DismissDialog(props: { employee: EmployeeDetail; onClose: () => void }) {
  const { employee } = props;
  const update = useUpdateEmployee(employee.id);
  const contract = useContractForm<{ demissao: string }, EmployeeDismissal>(
    dismissalSchema,
    { demissao: formatDate(todayInSaoPaulo(new Date())) },
    async (body) => {
      await update.mutateAsync(body);
      notify(`Desligamento de ${employee.nome} registrado.`);
      props.onClose();
    },
  );
  const { form, Field } = contract;
  return (
    <AskDialog title={`Registrar desligamento de ${employee.nome}?`} onClose={props.onClose}>
      <p className="mt-2 text-ink-700">
        O funcionário deixa de entrar nas próximas folhas e seus documentos deixam de gerar alertas.
        As folhas já fechadas não mudam.
      </p>
      <BoundForm
        form={form}
        onSubmit={contract.submit}
        status={contract.status}
        className="mt-4 space-y-4"
      >
        <Field
          name="demissao"
          label="Data de demissão"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
        />
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Registrar desligamento"
          pendingText="Registrando..."
          onCancel={props.onClose}
          cancel="Voltar"
          variant="danger"
        />
      </BoundForm>
    </AskDialog>
  );
}
