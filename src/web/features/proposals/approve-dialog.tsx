import { useQuery } from '@tanstack/react-query';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { DistanceWarnings } from '../../components/distance-warnings.tsx';
import { useWatch } from 'react-hook-form';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { conflictsQuery } from '../../lib/agenda-conflicts.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useApproveProposal } from './api.ts';

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
  const { form, submit, status, Field } = useContractForm(
    approveSchema,
    {
      data: addDays(todayInSaoPaulo(new Date()), 1),
      aircraft_id: '',
      pilot_id: '',
      property_id: proposal.property_id ?? '',
    },
    async (values) => props.onApproved(await approve.mutateAsync(values)),
  );
  const [data, aircraft_id, pilot_id, property_id] = useWatch({
    control: form.control,
    name: ['data', 'aircraft_id', 'pilot_id', 'property_id'],
  });
  const conflicts = useQuery(conflictsQuery({ data, aircraft_id, pilot_id }));

  return (
    <Dialog title={`Aprovar a proposta ${proposal.numero}`} onClose={props.onClose}>
      <BoundForm form={form} onSubmit={submit} status={status} className="space-y-4">
        <p className="text-sm text-ink-700">
          A aprovação agenda a aplicação: uma operação por serviço cadastrado da proposta. Depois de
          aprovada, a proposta não pode mais ser editada, apenas duplicada.
        </p>
        <Field name="data" label="Data da aplicação *" type="date" />
        <Field name="aircraft_id" as="register" kind="aircraft" label="Aeronave *" />
        <Field name="pilot_id" as="register" kind="pilots" label="Piloto *" />
        {!proposal.property_id && (
          <Field
            name="property_id"
            as="register"
            kind="properties"
            group={proposal.client_id}
            label="Propriedade *"
          />
        )}
        <BookingWarnings
          warnings={conflicts.data?.avisos ?? []}
          then="Você pode agendar mesmo assim."
        />
        <DistanceWarnings
          data={data}
          property_id={property_id}
          aircraft_id={aircraft_id}
          then="Você pode agendar mesmo assim; a conclusão pedirá uma justificativa, impressa no relatório."
        />
        <FormActions
          pending={approve.isPending}
          submit="Aprovar e agendar"
          pendingText="Aprovando..."
          variant="primary"
          onCancel={props.onClose}
        />
      </BoundForm>
    </Dialog>
  );
}
