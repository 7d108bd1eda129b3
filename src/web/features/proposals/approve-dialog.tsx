import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type {
  ApproveInput,
  approveInput,
  ProposalDetail,
} from '../../../domain/proposals/contracts.ts';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormField } from '../../components/form-field.tsx';
import { conflictsQuery } from '../../lib/agenda-conflicts.ts';
import { errorMessage } from '../../lib/api.ts';
import { applyApiError } from '../../lib/form-errors.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { useApproveProposal } from './api.ts';

type Values = z.input<typeof approveInput>;
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
  const approve = useApproveProposal(proposal.id);
  const [alert, setAlert] = useState('');
  const form = useForm<Values, unknown, ApproveInput>({
    resolver: useLazyResolver(approveSchema),
    defaultValues: {
      data: addDays(todayInSaoPaulo(new Date()), 1),
      aircraft_id: '',
      pilot_id: '',
      property_id: proposal.property_id ?? '',
    },
  });
  const [data, aircraft_id, pilot_id] = useWatch({
    control: form.control,
    name: ['data', 'aircraft_id', 'pilot_id'],
  });
  const conflicts = useQuery(conflictsQuery({ data, aircraft_id, pilot_id }));

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      props.onApproved(await approve.mutateAsync(values));
    } catch (error) {
      applyApiError(error, form.setError, ['data', 'aircraft_id', 'pilot_id', 'property_id']);
      setAlert(errorMessage(error, 'Não foi possível aprovar.'));
    }
  });

  return (
    <Dialog title={`Aprovar a proposta ${proposal.numero}`} onClose={props.onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-ink-700">
          A aprovação agenda a aplicação: uma operação por serviço cadastrado da proposta. Depois de
          aprovada, a proposta não pode mais ser editada, apenas duplicada.
        </p>
        <FormAlert message={alert} />
        <FormField form={form} name="data" label="Data da aplicação *" type="date" />
        <FormField
          form={form}
          name="aircraft_id"
          as="register"
          kind="aircraft"
          label="Aeronave *"
        />
        <FormField form={form} name="pilot_id" as="register" kind="pilots" label="Piloto *" />
        {!proposal.property_id && (
          <FormField
            form={form}
            name="property_id"
            as="register"
            kind="properties"
            group={proposal.client_id}
            label="Propriedade *"
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
