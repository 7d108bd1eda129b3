import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { RegisterSelect } from '../../components/register-select.tsx';
import { conflictsQuery } from '../../lib/agenda-conflicts.ts';
import { ApiError } from '../../lib/api.ts';
import { lazySchema, usePreload } from '../../lib/lazy-schema.ts';
import { useApproveProposal, type ProposalDetail } from './api.ts';

type Values = { data: string; aircraft_id: string; pilot_id: string; property_id: string };
const approveSchema = lazySchema(() =>
  import('../../../domain/proposals/contracts.ts').then((m) => m.approveInput),
);

/**
 * Approving asks for the day, the aircraft and the pilot (and the farm when the proposal has
 * none), warns when the aircraft or the pilot is already booked that day, and schedules.
 */
export function ApproveDialog(props: {
  detail: ProposalDetail;
  onClose: () => void;
  onApproved: (saved: ProposalDetail) => void;
}) {
  const { proposal } = props.detail;
  const schema = usePreload(approveSchema);
  const [values, setValues] = useState<Values>({
    data: addDays(todayInSaoPaulo(new Date()), 1),
    aircraft_id: '',
    pilot_id: '',
    property_id: proposal.property_id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [alert, setAlert] = useState('');
  const approve = useApproveProposal(proposal.id);
  const conflicts = useQuery(conflictsQuery(values));
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const parsed = (await schema()).safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      props.onApproved(await approve.mutateAsync(parsed.data));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setAlert(error instanceof ApiError ? error.message : 'Não foi possível aprovar.');
    }
  };

  return (
    <Dialog title={`Aprovar a proposta ${proposal.numero}`} onClose={props.onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <p className="text-sm text-ink-700">
          A aprovação agenda a aplicação: uma operação por serviço cadastrado da proposta. Depois de
          aprovada, a proposta não pode mais ser editada, apenas duplicada.
        </p>
        <FormAlert message={alert} />
        <Field
          label="Data da aplicação *"
          type="date"
          value={values.data}
          onChange={(e) => set('data')(e.target.value)}
          error={errors.data}
        />
        <RegisterSelect
          kind="aircraft"
          label="Aeronave *"
          value={values.aircraft_id}
          onChange={(e) => set('aircraft_id')(e.target.value)}
          error={errors.aircraft_id}
        />
        <RegisterSelect
          kind="pilots"
          label="Piloto *"
          value={values.pilot_id}
          onChange={(e) => set('pilot_id')(e.target.value)}
          error={errors.pilot_id}
        />
        {!proposal.property_id && (
          <RegisterSelect
            kind="properties"
            group={proposal.client_id}
            label="Propriedade *"
            value={values.property_id}
            onChange={(e) => set('property_id')(e.target.value)}
            error={errors.property_id}
          />
        )}
        {(conflicts.data?.avisos.length ?? 0) > 0 && (
          <div
            role="status"
            className="flex gap-2 rounded-lg bg-accent-300/30 p-3 text-sm text-ink-900"
          >
            <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            <p>{conflicts.data!.avisos.join(' ')} Você pode agendar mesmo assim.</p>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={props.onClose} className={buttonClasses('outline')}>
            Cancelar
          </button>
          <button
            type="submit"
            disabled={approve.isPending}
            className={`${buttonClasses('primary')} disabled:opacity-60`}
          >
            {approve.isPending ? 'Aprovando...' : 'Aprovar e agendar'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
