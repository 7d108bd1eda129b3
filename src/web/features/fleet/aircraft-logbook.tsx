import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import type { FleetAircraft, LogbookDay, LogbookFlight } from '../../../domain/fleet/contracts.ts';
import { flightNotes } from '../../../domain/fleet/flight-notes.ts';
import { LOGBOOK_FLIGHT_KIND_LABELS } from '../../../domain/fleet/values.ts';
import { formatDate, formatDecimal, formatMoment } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { errorMessage } from '../../lib/api.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { logbookPdfUrl, logbookQuery, type Period, useSignDay } from './api.ts';
import type { Correcting } from './logbook-entry-dialog.tsx';

// The entry's form (react-hook-form and the contract) loads when it opens.
const LogbookEntryDialog = lazyComponent(() =>
  import('./logbook-entry-dialog.tsx').then((m) => m.LogbookEntryDialog),
);

const reading = (value: number | null) => (value === null ? '—' : formatDecimal(value, 1));

/** One day of the logbook: its flights, the horímetro's warnings, its signature or the action. */
function Day(props: {
  day: LogbookDay;
  drone: boolean;
  onSign: (data: string) => void;
  onCorrect: (flight: LogbookFlight) => void;
}) {
  const { day, drone } = props;
  return (
    <li className="rounded-xl border border-brand-100 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{formatDate(day.data)}</h3>
        {day.pode_assinar && (
          <button
            type="button"
            className={buttonClasses('brand')}
            onClick={() => props.onSign(day.data)}
          >
            Fechar e assinar o dia
          </button>
        )}
      </div>
      <ul className="mt-2 space-y-1 text-sm text-ink-900">
        {day.voos.map((flight) => (
          // The flight's line wraps beside its 'Corrigir', which keeps its one line on a phone.
          <li key={flight.chave} className="flex items-start justify-between gap-2">
            <span className={flight.corrigido ? 'text-ink-600 line-through' : ''}>
              <strong>{LOGBOOK_FLIGHT_KIND_LABELS[flight.tipo]}</strong>
              {flight.operacao && ` ${flight.operacao}`} · {flight.piloto ?? 'sem piloto'} ·{' '}
              {flight.hora_decolagem ?? '—'}–{flight.hora_pouso ?? '—'} ·{' '}
              {drone
                ? `${flight.tempo_voo_min ?? '—'} min, ${flight.ciclos_bateria ?? '—'} ciclos`
                : `horímetro ${reading(flight.horimetro_inicio)} → ${reading(flight.horimetro_fim)}`}{' '}
              · {flight.pousos} {flight.pousos === 1 ? 'pouso' : 'pousos'}
              {flight.combustivel_l !== null && ` · ${formatDecimal(flight.combustivel_l, 1)} L`}
              {flightNotes(flight) && ` · ${flightNotes(flight)}`}
              {flight.posterior && ' (após a assinatura)'}
              {flight.corrigido && ' (corrigido)'}
            </span>
            {day.assinatura && !flight.corrigido && (
              <button
                type="button"
                className={`${buttonClasses('outline')} shrink-0 whitespace-nowrap`}
                aria-label={`Corrigir ${LOGBOOK_FLIGHT_KIND_LABELS[flight.tipo]}${flight.operacao ? ` ${flight.operacao}` : ''} de ${formatDate(day.data)}`}
                onClick={() => props.onCorrect(flight)}
              >
                Corrigir
              </button>
            )}
          </li>
        ))}
      </ul>
      {day.avisos.map((warning) => (
        <p key={warning} className="mt-2 text-sm font-medium text-red-800">
          {warning}
        </p>
      ))}
      <p className="mt-2 text-sm text-ink-700">
        {day.assinatura
          ? `Fechado e assinado por ${day.assinatura.piloto} em ${formatMoment(String(day.assinatura.assinado_em))}.`
          : 'Dia em aberto.'}
      </p>
    </li>
  );
}

/** An aircraft's logbook over a period (this month so far to start), day by day. */
export function AircraftLogbook({ aircraft }: { aircraft: FleetAircraft }) {
  const today = todayInSaoPaulo(new Date());
  const [period, setPeriod] = useState<Period>({ de: addDays(today, -30), ate: today });
  const logbook = useQuery(logbookQuery(aircraft.id, period));
  const [signing, setSigning] = useState<string | null>(null);
  // The flight dialog: a new flight (true) or the correction of a signed day's entry.
  const [writing, setWriting] = useState<Correcting | true | null>(null);
  const [error, setError] = useState('');
  const sign = useSignDay(aircraft.id);
  const confirm = () =>
    signing &&
    sign.mutate(signing, {
      onSuccess: () => {
        notify('Dia fechado e assinado', `Diário de bordo de ${formatDate(signing)}.`);
        setSigning(null);
      },
      onError: (e) => setError(errorMessage(e, 'Não foi possível assinar o dia.')),
    });
  return (
    <CardSection
      title={`Diário de bordo — ${aircraft.prefixo}`}
      className="mt-6"
      action={
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClasses('brand')} onClick={() => setWriting(true)}>
            Registrar voo
          </button>
          <a
            href={logbookPdfUrl(aircraft.id, period)}
            className={buttonClasses('outline')}
            download
          >
            Baixar PDF
          </a>
        </div>
      }
    >
      <div className="mt-3">
        <PeriodFields label="Período do diário" value={period} onChange={setPeriod} />
      </div>
      <Loaded query={logbook} error="Não foi possível carregar o diário de bordo.">
        {(data) =>
          data.dias.length === 0 ? (
            <p className="mt-4 text-ink-700">Nenhum voo neste período.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {data.dias.map((day) => (
                <Day
                  key={day.data}
                  day={day}
                  drone={data.aeronave.tipo === 'drone'}
                  onSign={(data) => {
                    setError('');
                    setSigning(data);
                  }}
                  onCorrect={(flight) => setWriting({ data: day.data, flight })}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      {writing && (
        <Suspense>
          <LogbookEntryDialog
            aircraft={aircraft}
            correcting={writing === true ? undefined : writing}
            onClose={() => setWriting(null)}
          />
        </Suspense>
      )}
      {signing && (
        <ConfirmDialog
          title="Fechar e assinar o dia"
          message={`Confirmo que os voos de ${formatDate(signing)} da aeronave ${aircraft.prefixo} estão corretos. Depois de assinado, o dia não pode ser alterado: uma correção vira um novo lançamento.`}
          confirmLabel="Assinar"
          tone="brand"
          pending={sign.isPending ? 'Assinando...' : undefined}
          onConfirm={confirm}
          onCancel={() => setSigning(null)}
        >
          <FormAlert message={error} />
        </ConfirmDialog>
      )}
    </CardSection>
  );
}
