import { useState } from 'react';
import type { FleetAircraft, OverrideInput } from '../../../domain/fleet/contracts.ts';
import { formatDate } from '../../../domain/format.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useAddRelease } from './maintenance-changes.ts';

type ReleaseValues = Record<keyof OverrideInput, string>;

const releaseSchema = lazySchema(() =>
  import('../../../domain/fleet/contracts.ts').then((m) => m.overrideInput),
);

type Asking = { body: OverrideInput; answer: (yes: boolean) => void };

/**
 * 'Liberar para voo' (issue 40 item 4, decision 045): a past-due aircraft released to fly on a
 * day, with the reason; confirmed, then kept with who and when.
 */
export function ReleaseDialog(props: { aircraft: FleetAircraft; onClose: () => void }) {
  const { aircraft, onClose } = props;
  const release = useAddRelease(aircraft.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const send = sendThenClose(
    release.mutateAsync,
    (body: OverrideInput) => `${aircraft.prefixo} liberada para voo em ${formatDate(body.data)}.`,
    onClose,
  );
  const contract = useContractForm<ReleaseValues, OverrideInput>(
    releaseSchema,
    { data: '', motivo: '' },
    async (body) => {
      const yes = await new Promise<boolean>((answer) => setAsking({ body, answer }));
      setAsking(null);
      if (yes) await send(body);
    },
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title={`Liberar ${aircraft.prefixo} para voo`}
      onClose={onClose}
      intro="Com manutenção vencida, a aeronave só entra na agenda no dia liberado. A liberação fica registrada com quem a fez."
      contract={contract}
      submit="Liberar para voo"
      pendingText="Liberando..."
      over={
        asking && (
          <ConfirmDialog
            title="Confirmar liberação?"
            message={`${aircraft.prefixo} poderá ser agendada em ${formatDate(asking.body.data)} mesmo com manutenção vencida. Motivo: ${asking.body.motivo}`}
            confirmLabel="Confirmar liberação"
            onConfirm={() => asking.answer(true)}
            onCancel={() => asking.answer(false)}
          />
        )
      }
    >
      <Field name="data" label="Dia do voo" placeholder="dd/mm/aaaa" inputMode="numeric" />
      <Field
        as="textarea"
        name="motivo"
        label="Motivo"
        hint="Ao menos 10 caracteres: fica no histórico da aeronave."
        rows={3}
      />
    </FormDialog>
  );
}
