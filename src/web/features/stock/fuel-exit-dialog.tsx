import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../domain/format.ts';
import type { FuelExitInput } from '../../../domain/stock/contracts.ts';
import { FUEL_LABELS } from '../../../domain/stock/values.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { flightsQuery, useFuelExit, type FuelExit } from './api.ts';
import { FUEL_OPTIONS } from './options.ts';
import { quantityWithUnit } from './quantity.ts';

const fuelExitSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.fuelExitInput),
);

type FuelExitValues = { operation_id: string; combustivel: string; litros: string };

/** 'Saída de combustível': the fuel a flight took (a pilot records it on own flights). */
export function FuelExitDialog({ onClose }: { onClose: () => void }) {
  const flights = useQuery(flightsQuery);
  const fuelExit = useFuelExit();
  const contract = useContractForm<FuelExitValues, FuelExitInput>(
    fuelExitSchema,
    { operation_id: '', combustivel: '', litros: '' },
    sendThenClose<FuelExitInput, FuelExit>(
      fuelExit.mutateAsync,
      (body, exit) =>
        `Saída de ${quantityWithUnit(exit.litros, 'L')} de ${FUEL_LABELS[body.combustivel]} registrada.`,
      onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  const options = (flights.data ?? []).map((op) => ({
    value: op.id,
    label: `${op.numero} · ${formatDate(op.data)} · ${op.aeronave ?? 'sem aeronave'} · ${op.cliente}`,
  }));
  return (
    <FormDialog
      title="Saída de combustível"
      onClose={onClose}
      contract={contract}
      submit="Registrar saída"
    >
      <Field
        as="select"
        name="operation_id"
        label="Voo (operação)"
        options={options}
        placeholder={flights.isPending ? 'Carregando...' : 'Escolha a operação...'}
      />
      <Field as="select" name="combustivel" label="Combustível" options={FUEL_OPTIONS} />
      <Field
        name="litros"
        label="Litros"
        inputMode="decimal"
        hint="Em branco: consumo por hora da aeronave × horas de voo da operação."
      />
    </FormDialog>
  );
}
