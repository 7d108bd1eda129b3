import type { EmployeeInput, EmployeeUpdate } from '../../../domain/hr/contracts.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateEmployee, useUpdateEmployee } from './api.ts';
import { BenefitFields, ContractFields, PersonalFields } from './employee-fields.tsx';
import { CommissionFields, LinkFields, PaymentFields } from './employee-pay-fields.tsx';
import { emptyEmployee, employeeValues, type EmployeeValues } from './employee-values.ts';

const inputSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.employeeInput),
);
const updateSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.employeeUpdate),
);

/** 'Novo funcionário' (then `onCreated` with its id) or, given `employee`, every field to edit. */
export function EmployeeDialog(props: {
  employee?: EmployeeDetail;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  return props.employee ? (
    <EditEmployeeDialog employee={props.employee} onClose={props.onClose} />
  ) : (
    <NewEmployeeDialog onClose={props.onClose} onCreated={props.onCreated ?? props.onClose} />
  );
}

function NewEmployeeDialog(props: { onClose: () => void; onCreated: (id: string) => void }) {
  const create = useCreateEmployee();
  const contract = useContractForm<EmployeeValues, EmployeeInput>(
    inputSchema,
    emptyEmployee(),
    async (body) => {
      const saved = await create.mutateAsync(body);
      notify(`${saved.nome} cadastrado.`);
      props.onCreated(saved.id);
    },
    INVALID,
  );
  return (
    <FormDialog
      fullOnPhone
      wide
      title="Novo funcionário"
      onClose={props.onClose}
      contract={contract}
      submit="Cadastrar funcionário"
      pendingText="Cadastrando..."
    >
      <EmployeeSections />
    </FormDialog>
  );
}

function EditEmployeeDialog(props: { employee: EmployeeDetail; onClose: () => void }) {
  const { employee } = props;
  const update = useUpdateEmployee(employee.id);
  const values = employeeValues(employee);
  const contract = useContractForm<EmployeeValues, EmployeeUpdate>(
    updateSchema,
    values,
    sendThenClose(update.mutateAsync, 'Funcionário atualizado.', props.onClose),
    INVALID,
  );
  return (
    <FormDialog
      fullOnPhone
      wide
      title={`Editar ${employee.nome}`}
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
      pendingText="Salvando..."
    >
      <EmployeeSections current={values} />
    </FormDialog>
  );
}

/** The form's sections, in the order the register is read. */
function EmployeeSections(props: { current?: EmployeeValues }) {
  return (
    <>
      <PersonalFields />
      <ContractFields />
      <BenefitFields />
      <CommissionFields />
      <PaymentFields />
      <LinkFields current={props.current} />
      <FormField<EmployeeValues>
        as="textarea"
        name="observacoes"
        label="Observações (opcional)"
        rows={2}
      />
    </>
  );
}
