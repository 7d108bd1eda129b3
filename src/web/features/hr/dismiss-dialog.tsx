import type { EmployeeDismissal } from '../../../domain/hr/contracts.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
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
    sendThenClose(
      update.mutateAsync,
      `Desligamento de ${employee.nome} registrado.`,
      props.onClose,
    ),
  );
  const { Field } = contract;
  return (
    <FormDialog
      ask
      title={`Registrar desligamento de ${employee.nome}?`}
      onClose={props.onClose}
      intro="O funcionário deixa de entrar nas próximas folhas e seus documentos deixam de gerar alertas. As folhas já fechadas não mudam."
      contract={contract}
      submit="Registrar desligamento"
      pendingText="Registrando..."
    >
      <Field
        name="demissao"
        label="Data de demissão"
        placeholder="dd/mm/aaaa"
        inputMode="numeric"
      />
    </FormDialog>
  );
}
