import { Plane, Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../domain/agenda/labels.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { RegisterSelect } from '../../components/register-select.tsx';
import { ApiError } from '../../lib/api.ts';
import { lazySchema, usePreload } from '../../lib/lazy-schema.ts';
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
  const schema = usePreload(maintenanceSchema);
  const [values, setValues] = useState({ aircraft_id: '', data: props.data, descricao: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await schema()).safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      props.onChanged('Manutenção incluída na agenda.');
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setAlert(error instanceof ApiError ? error.message : 'Não foi possível salvar.');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <RegisterSelect
        kind="aircraft"
        label="Aeronave *"
        value={values.aircraft_id}
        onChange={(e) => setValues((v) => ({ ...v, aircraft_id: e.target.value }))}
        error={errors.aircraft_id}
      />
      <Field
        label="Data *"
        type="date"
        value={values.data}
        onChange={(e) => setValues((v) => ({ ...v, data: e.target.value }))}
        error={errors.data}
      />
      <Field
        label="Descrição *"
        placeholder="Inspeção de 100 horas"
        value={values.descricao}
        onChange={(e) => setValues((v) => ({ ...v, descricao: e.target.value }))}
        error={errors.descricao}
      />
      <button type="submit" className={buttonClasses('brand')}>
        Incluir manutenção
      </button>
    </form>
  );
}
