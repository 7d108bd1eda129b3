import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PayrollRunInput } from '../../../domain/hr/contracts.ts';
import { PAYROLL_RUN_KIND_LABELS, PAYROLL_RUN_KINDS } from '../../../domain/hr/values.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import type { BoundField } from '../../components/form-field.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { employeesQuery } from './api.ts';
import { useCreateRun } from './payroll-api.ts';
import { currentMonth, runCreatedMessage } from './payroll-months.ts';

/** A new run as typed: férias also name the employee, the first day and how many days. */
type RunValues = {
  tipo: string;
  competencia: string;
  employee_id?: string;
  inicio?: string;
  dias?: string;
  abono?: string;
};

const runSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.payrollRunInput),
);

const KIND_OPTIONS = labelledOptions(PAYROLL_RUN_KINDS, PAYROLL_RUN_KIND_LABELS);

const VACATION_FIELDS = ['employee_id', 'inicio', 'dias', 'abono'] as const;

/** 'Nova folha': the kind and the month (and for férias, whose and when); opens it once made. */
export function RunDialog(props: { onClose: () => void; onCreated: (id: string) => void }) {
  const create = useCreateRun();
  const contract = useContractForm<RunValues, PayrollRunInput>(
    runSchema,
    { tipo: 'mensal', competencia: currentMonth() },
    async (body) => {
      const run = await create.mutateAsync(body);
      notify(runCreatedMessage(run.tipo, run.competencia));
      props.onClose();
      props.onCreated(run.id);
    },
    INVALID,
  );
  const { Field, form } = contract;
  const vacation = form.watch('tipo') === 'ferias';
  // Only férias send the employee and the days (30 unless changed); another kind leaves them out.
  useEffect(() => {
    if (!vacation) form.unregister([...VACATION_FIELDS]);
    else if (!form.getValues('dias')) form.setValue('dias', '30');
  }, [vacation, form]);
  return (
    <FormDialog
      title="Nova folha"
      onClose={props.onClose}
      contract={contract}
      submit="Calcular folha"
      pendingText="Calculando..."
      intro="A folha é calculada com as tabelas válidas no mês, para todos os funcionários ativos (nas férias, para o funcionário escolhido), e fica em rascunho até ser fechada."
    >
      <Field as="select" name="tipo" label="Tipo" options={KIND_OPTIONS} />
      <Field name="competencia" label="Competência" type="month" />
      {vacation && <VacationFields Field={Field} />}
    </FormDialog>
  );
}

function VacationFields({ Field }: { Field: BoundField<RunValues> }) {
  const employees = useQuery(employeesQuery({ busca: '', situacao: 'ativos' }, 1));
  const options = (employees.data?.items ?? []).map((e) => ({ value: e.id, label: e.nome }));
  return (
    <>
      <Field
        as="select"
        name="employee_id"
        label="Funcionário"
        options={options}
        placeholder={employees.isPending ? 'Carregando...' : 'Selecione...'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="inicio" label="Início das férias" type="date" />
        <Field name="dias" label="Dias" inputMode="numeric" hint="De 1 a 30." />
      </div>
      <Field
        name="abono"
        label="Dias vendidos (abono pecuniário)"
        inputMode="numeric"
        hint="Até 1/3 dos dias de férias (CLT art. 143); em branco, nenhum."
      />
    </>
  );
}
