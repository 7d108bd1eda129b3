import type {
  FleetAircraft,
  MaintenanceRecordInput,
  MaintenanceResponse,
} from '../../../domain/fleet/contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useRecordMaintenance } from './maintenance-changes.ts';

type RecordValues = Record<keyof MaintenanceRecordInput, string>;

const recordSchema = lazySchema(() =>
  import('../../../domain/fleet/contracts.ts').then((m) => m.maintenanceRecordInput),
);

type Item = MaintenanceResponse['itens'][number];

/**
 * 'Registrar manutenção feita' on an item (issue 40 item 4): the day, the hours (and a drone's
 * cycles) when it was done, and its cost, which enters the aircraft's margin. The item restarts.
 */
export function MaintenanceRecordDialog(props: {
  aircraft: FleetAircraft;
  item: Item;
  onClose: () => void;
}) {
  const { aircraft, item, onClose } = props;
  const record = useRecordMaintenance(aircraft.id);
  const contract = useContractForm<RecordValues, MaintenanceRecordInput>(
    recordSchema,
    { item_id: item.id, data: '', horas: '', ciclos: '', descricao: item.nome, custo_cents: '' },
    sendThenClose(record.mutateAsync, `${item.nome} registrada em ${aircraft.prefixo}.`, onClose),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title={`Registrar manutenção feita — ${item.nome}`}
      onClose={onClose}
      intro={`${aircraft.prefixo}: o item volta a contar a partir desta execução; o custo entra na margem da aeronave.`}
      contract={contract}
      submit="Registrar manutenção"
      pendingText="Registrando..."
    >
      <Field name="data" label="Data" placeholder="dd/mm/aaaa" inputMode="numeric" />
      <Field name="horas" label="Horas na execução" inputMode="decimal" />
      {aircraft.tipo === 'drone' && (
        <Field name="ciclos" label="Ciclos na execução" inputMode="numeric" />
      )}
      <Field name="descricao" label="Descrição" />
      <Field name="custo_cents" label="Custo (R$)" inputMode="decimal" />
    </FormDialog>
  );
}
