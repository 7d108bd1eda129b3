import type {
  FleetAircraft,
  LogbookEntryInput,
  LogbookFlight,
} from '../../../domain/fleet/contracts.ts';
import {
  LOGBOOK_FLIGHT_KIND_LABELS,
  LOGBOOK_FLIGHT_KINDS,
  MANUAL_FLIGHT_KINDS,
} from '../../../domain/fleet/values.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useAddLogbookEntry } from './maintenance-changes.ts';

/** What is typed: each of the contract's fields as text. */
type EntryValues = Record<keyof LogbookEntryInput, string>;

const entrySchema = lazySchema(() =>
  import('../../../domain/fleet/contracts.ts').then((m) => m.logbookEntryInput),
);

const KIND_OPTIONS = labelledOptions(MANUAL_FLIGHT_KINDS, LOGBOOK_FLIGHT_KIND_LABELS);
/** An operation's flight is corrected as an application (or, if it was not one, as what it was). */
const CORRECTION_KIND_OPTIONS = labelledOptions(LOGBOOK_FLIGHT_KINDS, LOGBOOK_FLIGHT_KIND_LABELS);

/** The entry of a signed day being corrected, with its day. */
export type Correcting = { data: string; flight: LogbookFlight };

const typed = (value: number | null, digits?: number) =>
  value === null ? '' : digits ? formatDecimal(value, digits) : String(value);

/** A new flight starts blank (one landing); a correction starts from the entry it corrects. */
function startingValues(correcting: Correcting | undefined): EntryValues {
  const flight = correcting?.flight;
  return {
    data: correcting ? formatDate(correcting.data) : '',
    tipo: flight?.tipo ?? '',
    pilot_id: flight?.pilot_id ?? '',
    tripulacao: flight?.tripulacao ?? '',
    hora_decolagem: flight?.hora_decolagem ?? '',
    hora_pouso: flight?.hora_pouso ?? '',
    horimetro_inicio: typed(flight?.horimetro_inicio ?? null, 1),
    horimetro_fim: typed(flight?.horimetro_fim ?? null, 1),
    tempo_voo_min: typed(flight?.tempo_voo_min ?? null),
    ciclos_bateria: typed(flight?.ciclos_bateria ?? null),
    pousos: flight ? String(flight.pousos) : '1',
    combustivel_l: typed(flight?.combustivel_l ?? null, 1),
    ocorrencias: flight?.ocorrencias ?? '',
    corrige: flight?.chave ?? '',
    motivo_correcao: '',
  };
}

/**
 * A flight of the logbook written by hand (issue 40 item 3): ferry, training or maintenance test,
 * with its crew, times, horímetro (a drone: flight time and battery cycles), landings, fuel and
 * occurrences. Or, on a signed day, the correction of one of its entries: a new entry naming the
 * old one, with the reason, filed on that day after the signature (decision 045).
 */
export function LogbookEntryDialog(props: {
  aircraft: Pick<FleetAircraft, 'id' | 'prefixo' | 'tipo'>;
  correcting?: Correcting;
  onClose: () => void;
}) {
  const { aircraft, correcting, onClose } = props;
  const add = useAddLogbookEntry(aircraft.id);
  const drone = aircraft.tipo === 'drone';
  const contract = useContractForm<EntryValues, LogbookEntryInput>(
    entrySchema,
    startingValues(correcting),
    sendThenClose(
      add.mutateAsync,
      correcting
        ? `Correção registrada no diário de ${formatDate(correcting.data)}.`
        : (body: LogbookEntryInput) => `Voo registrado no diário de ${formatDate(body.data)}.`,
      onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title={
        correcting
          ? `Corrigir lançamento de ${formatDate(correcting.data)} — ${aircraft.prefixo}`
          : `Registrar voo — ${aircraft.prefixo}`
      }
      onClose={onClose}
      intro={
        correcting
          ? 'O dia já foi assinado: a correção entra como um novo lançamento que substitui o anterior, com o motivo.'
          : 'Traslado, instrução ou voo de teste de manutenção. As aplicações entram sozinhas quando a operação é concluída.'
      }
      contract={contract}
      submit={correcting ? 'Registrar correção' : 'Registrar voo'}
      pendingText="Registrando..."
      wide
    >
      {correcting && (
        <Field as="textarea" name="motivo_correcao" label="Motivo da correção *" rows={2} />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {!correcting && (
          <Field name="data" label="Data *" placeholder="dd/mm/aaaa" inputMode="numeric" />
        )}
        <Field
          as="select"
          name="tipo"
          label="Tipo de voo *"
          options={correcting?.flight.operacao ? CORRECTION_KIND_OPTIONS : KIND_OPTIONS}
        />
        <Field as="register" kind="pilots" name="pilot_id" label="Piloto" />
        <Field name="tripulacao" label="Tripulação" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="hora_decolagem" label="Hora de decolagem" placeholder="HH:mm" />
        <Field name="hora_pouso" label="Hora de pouso" placeholder="HH:mm" />
        {drone ? (
          <>
            <Field name="tempo_voo_min" label="Tempo de voo (min)" inputMode="numeric" />
            <Field name="ciclos_bateria" label="Ciclos de bateria" inputMode="numeric" />
          </>
        ) : (
          <>
            <Field name="horimetro_inicio" label="Horímetro inicial (h)" inputMode="decimal" />
            <Field name="horimetro_fim" label="Horímetro final (h)" inputMode="decimal" />
            <Field name="combustivel_l" label="Combustível (L)" inputMode="decimal" />
          </>
        )}
        <Field name="pousos" label="Pousos" inputMode="numeric" />
      </div>
      <Field as="textarea" name="ocorrencias" label="Ocorrências" rows={2} />
    </FormDialog>
  );
}
