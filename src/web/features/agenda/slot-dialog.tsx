import { Plane, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../domain/agenda/labels.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { paths } from '../../paths.ts';
import { useAddMaintenance } from './api.ts';

const maintenanceSchema = lazySchema(() =>
  import('../../../domain/agenda/contracts.ts').then((m) => m.maintenanceInput),
);

/** An empty day was chosen: schedule an operation there, or (office) book a maintenance day. */
export function SlotDialog(props: {
  data: string;
  office: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const [maintenance, setMaintenance] = useState(false);
  return (
    <Dialog title={longDate(props.data)} onClose={props.onClose}>
      {maintenance ? (
        <MaintenanceForm {...props} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            to={`${paths.operation}?data=${props.data}`}
            className={buttonClasses('brand', 'lg')}
          >
            <Plane className="h-5 w-5" aria-hidden="true" /> Nova operação
          </Link>
          {props.office && (
            <button
              type="button"
              onClick={() => setMaintenance(true)}
              className={buttonClasses('outline', 'lg')}
            >
              <Wrench className="h-5 w-5" aria-hidden="true" /> Manutenção
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}

function MaintenanceForm(props: { data: string; onChanged: (message: string) => void }) {
  const add = useAddMaintenance();
  const { form, submit, status, Field } = useContractForm(
    maintenanceSchema,
    { aircraft_id: '', data: props.data, descricao: '' },
    async (values) => {
      await add.mutateAsync(values);
      props.onChanged('Manutenção incluída na agenda.');
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="space-y-4">
      <Field name="aircraft_id" as="register" kind="aircraft" label="Aeronave *" />
      <Field name="data" label="Data *" type="date" />
      <Field name="descricao" label="Descrição *" hint="Ex.: Inspeção de 100 horas" />
      <FormActions pending={form.formState.isSubmitting} submit="Incluir manutenção" />
    </BoundForm>
  );
}
