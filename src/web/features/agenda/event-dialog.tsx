import { useQuery } from '@tanstack/react-query';
import { BookingWarnings } from '../../components/booking-warnings.tsx';
import { DistanceWarnings } from '../../components/distance-warnings.tsx';
import { useState } from 'react';
import type { AgendaOperation } from '../../../domain/agenda/contracts.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Fact } from '../../components/fact.tsx';
import { conflictsQuery } from '../../lib/agenda-conflicts.ts';
import { errorMessage } from '../../lib/api.ts';
import { paths, registerPath } from '../../paths.ts';
import { useMoveOperation, useRemoveMaintenance, type AgendaEvent } from './api.ts';
import { eventTitle } from './event-chip.tsx';

/**
 * An event's details. The office moves a flight from here (also where a drag ends): the
 * warnings for the new day show before it is moved; maintenance can be removed.
 */
export function EventDialog(props: {
  event: AgendaEvent;
  office: boolean;
  moveTo?: string;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { event } = props;
  return (
    <Dialog
      title={
        event.kind === 'operacao'
          ? `Operação ${event.item.numero}`
          : event.kind === 'manutencao'
            ? 'Manutenção'
            : 'Vencimento de documento'
      }
      onClose={props.onClose}
    >
      {event.kind === 'operacao' ? (
        <OperationDetails {...props} operation={event.item} />
      ) : event.kind === 'manutencao' ? (
        <MaintenanceDetails {...props} id={event.item.id} text={eventTitle(event)} />
      ) : (
        <div className="space-y-4">
          <p className="text-ink-900">
            {event.item.document} de <strong>{event.item.name}</strong> vence em{' '}
            {formatDate(event.item.data)}.
          </p>
          <ButtonLink to={registerPath(event.item.register)} variant="outline">
            Abrir em Cadastros
          </ButtonLink>
        </div>
      )}
    </Dialog>
  );
}

function OperationDetails(props: {
  operation: AgendaOperation;
  office: boolean;
  moveTo?: string;
  onChanged: (message: string) => void;
}) {
  const op = props.operation;
  const moving = useMoveOperation(op.id);
  const [data, setData] = useState(props.moveTo ?? op.data);
  const [alert, setAlert] = useState('');
  const changed = data !== op.data;
  const conflicts = useQuery({
    ...conflictsQuery({ data, aircraft_id: op.aircraft_id, pilot_id: op.pilot_id, id: op.id }),
    enabled: changed && /^\d{4}-\d{2}-\d{2}$/.test(data) && !!(op.aircraft_id || op.pilot_id),
  });
  const warnings = changed ? (conflicts.data?.avisos ?? []) : [];
  const move = () => {
    setAlert('');
    moving.mutate(data, {
      onSuccess: () => props.onChanged(`Operação ${op.numero} movida para ${formatDate(data)}.`),
      onError: (error) => setAlert(errorMessage(error, 'Não foi possível mover a operação.')),
    });
  };
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Fact label="Status" value={<StatusBadge status={op.status} />} />
        <Fact
          label="Data"
          value={`${formatDate(op.data)}${op.hora_inicio ? ` às ${op.hora_inicio}` : ''}`}
        />
        <Fact label="Contratante" value={op.cliente} />
        <Fact label="Propriedade" value={`${op.propriedade} (${op.municipio}/${op.uf})`} />
        <Fact label="Aeronave" value={op.aeronave ?? '—'} />
        <Fact label="Piloto" value={op.piloto ?? '—'} />
        <Fact label="Área" value={op.area_ha === null ? '—' : `${formatDecimal(op.area_ha)} ha`} />
      </dl>
      {(op.status === 'agendada' || op.status === 'em_andamento') && (
        <DistanceWarnings
          data={data}
          property_id={op.property_id}
          aircraft_id={op.aircraft_id}
          operation_id={op.id}
          then="O voo pode seguir; a conclusão pedirá uma justificativa, impressa no relatório."
        />
      )}
      <ButtonLink to={`${paths.operation}/${op.id}`} variant="outline">
        Abrir operação
      </ButtonLink>
      {props.office && (
        <div className="space-y-3 border-t border-brand-100 pt-4">
          <FormAlert message={alert} />
          <Field
            label="Mover para o dia"
            type="date"
            value={data}
            onChange={(e) => setData(e.target.value)}
          />
          <BookingWarnings warnings={warnings} />
          <button
            type="button"
            disabled={!changed || moving.isPending || conflicts.isFetching}
            onClick={move}
            className={`${buttonClasses(warnings.length ? 'primary' : 'brand')} disabled:opacity-60`}
          >
            {moving.isPending
              ? 'Movendo...'
              : warnings.length
                ? 'Mover mesmo assim'
                : 'Mover operação'}
          </button>
        </div>
      )}
    </div>
  );
}

function MaintenanceDetails(props: {
  id: string;
  text: string;
  office: boolean;
  onChanged: (message: string) => void;
}) {
  const removal = useRemoveMaintenance(props.id);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState('');
  const remove = () =>
    removal.mutate(undefined, {
      onSuccess: () => props.onChanged('Manutenção removida da agenda.'),
      onError: (error) => setAlert(errorMessage(error, 'Não foi possível remover.')),
    });
  return (
    <div className="space-y-4">
      <p className="text-ink-900">{props.text}</p>
      <FormAlert message={alert} />
      {props.office &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-700">Remover esta manutenção da agenda?</span>
            <button
              type="button"
              onClick={remove}
              className={`${buttonClasses('brand')} bg-red-700 hover:bg-red-800`}
            >
              Remover
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClasses('outline')}
            >
              Cancelar
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonClasses('ghost')} text-red-700`}
          >
            Remover manutenção
          </button>
        ))}
    </div>
  );
}
