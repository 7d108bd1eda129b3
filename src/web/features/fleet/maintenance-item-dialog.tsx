import type { FleetAircraft, MaintenanceItemInput } from '../../../domain/fleet/contracts.ts';
import {
  DEFAULT_WARNING,
  MAINTENANCE_KIND_LABELS,
  MAINTENANCE_KINDS,
} from '../../../domain/fleet/values.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useAddMaintenanceItem } from './maintenance-changes.ts';

/** What the office types: each of the contract's fields as text. */
type ItemValues = Record<keyof MaintenanceItemInput, string>;

const itemSchema = lazySchema(() =>
  import('../../../domain/fleet/contracts.ts').then((m) => m.maintenanceItemInput),
);

const KIND_OPTIONS = labelledOptions(MAINTENANCE_KINDS, MAINTENANCE_KIND_LABELS);

/**
 * 'Nova manutenção' on an aircraft (issue 40 item 4): an inspection or overhaul to follow by
 * hours, months or cycles (whichever first), when it was last done, and how early to warn.
 */
export function MaintenanceItemDialog(props: { aircraft: FleetAircraft; onClose: () => void }) {
  const { aircraft, onClose } = props;
  const add = useAddMaintenanceItem(aircraft.id);
  const drone = aircraft.tipo === 'drone';
  const contract = useContractForm<ItemValues, MaintenanceItemInput>(
    itemSchema,
    {
      tipo: '',
      nome: '',
      intervalo_horas: '',
      intervalo_meses: '',
      intervalo_ciclos: '',
      ultima_horas: '',
      ultima_data: '',
      ultima_ciclos: '',
      alerta_horas: String(DEFAULT_WARNING.horas),
      alerta_dias: String(DEFAULT_WARNING.dias),
      alerta_ciclos: String(DEFAULT_WARNING.ciclos),
    },
    sendThenClose(
      add.mutateAsync,
      (body: MaintenanceItemInput) => `Manutenção ${body.nome} cadastrada em ${aircraft.prefixo}.`,
      onClose,
    ),
    INVALID,
  );
  const { form, Field } = contract;
  return (
    <FormDialog
      title={`Nova manutenção — ${aircraft.prefixo}`}
      onClose={onClose}
      intro="Vence pelo que chegar primeiro: horas, meses ou ciclos."
      contract={contract}
      submit="Cadastrar manutenção"
      pendingText="Cadastrando..."
      wide
    >
      <Field
        as="select"
        name="tipo"
        label="Tipo"
        options={KIND_OPTIONS}
        // The kind's name starts the item's name, until the office writes its own.
        onChange={(event) => {
          const kind = event.target.value as keyof typeof MAINTENANCE_KIND_LABELS;
          if (!form.getValues('nome') && kind in MAINTENANCE_KIND_LABELS)
            form.setValue('nome', MAINTENANCE_KIND_LABELS[kind]);
        }}
      />
      <Field name="nome" label="Nome" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field name="intervalo_horas" label="Intervalo em horas" inputMode="decimal" />
        <Field name="intervalo_meses" label="Intervalo em meses" inputMode="numeric" />
        {drone && <Field name="intervalo_ciclos" label="Intervalo em ciclos" inputMode="numeric" />}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field name="ultima_horas" label="Horas na última execução" inputMode="decimal" />
        <Field
          name="ultima_data"
          label="Data da última execução"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
        />
        {drone && (
          <Field name="ultima_ciclos" label="Ciclos na última execução" inputMode="numeric" />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field name="alerta_horas" label="Aviso em horas" inputMode="decimal" />
        <Field name="alerta_dias" label="Aviso em dias" inputMode="numeric" />
        {drone && <Field name="alerta_ciclos" label="Aviso em ciclos" inputMode="numeric" />}
      </div>
    </FormDialog>
  );
}
