import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AGENDA_VIEWS,
  stepView,
  viewRange,
  type AgendaView,
} from '../../../domain/agenda/calendar.ts';
import { AGENDA_VIEW_LABELS, periodLabel } from '../../../domain/agenda/labels.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { isCalendarDate, todayInSaoPaulo } from '../../../domain/dates.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { allOf, RegisterSelect } from '../../components/register-select.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { agendaHeading } from '../../headings/agenda.ts';
import { Segmented } from '../../components/segmented.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { officeActs, useMe } from '../../lib/session.ts';
import { agendaQuery, eventsByDay, type AgendaEvent } from './api.ts';
import { DayView, MonthView, WeekView, type ViewProps } from './calendar-views.tsx';
import { EventDialog } from './event-dialog.tsx';

// The free slot's form (react-hook-form and the contract) loads when it opens.
const SlotDialog = lazyComponent(() => import('./slot-dialog.tsx').then((m) => m.SlotDialog));

const VIEWS = { mes: MonthView, semana: WeekView, dia: DayView } as const;
const VIEW_OPTIONS = labelledOptions(AGENDA_VIEWS, AGENDA_VIEW_LABELS);

/**
 * `/agenda`: month, week and day views of flights, maintenance and document expiries. The
 * view, the day and the filters live in the address (`?visao=semana&data=2026-11-23`), so a
 * link opens the same agenda and the back button works.
 */
export function AgendaPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = todayInSaoPaulo(new Date());
  const requested = params.get('visao') as AgendaView | null;
  const view: AgendaView =
    requested && AGENDA_VIEWS.includes(requested)
      ? requested
      : window.matchMedia?.('(max-width: 639px)').matches
        ? 'semana'
        : 'mes';
  const date = isCalendarDate(params.get('data') ?? '') ? params.get('data')! : today;
  const aircraftId = params.get('aeronave') ?? '';
  const pilotId = params.get('piloto') ?? '';
  const role = me.data?.membership?.role;
  const office = officeActs(me.data?.membership);

  const go = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next);
  };

  /** A filter by one register's row, kept in the address as `param` ('Todas'/'Todos' when blank). */
  const filterBy = (kind: RegisterKind, label: string, param: string, value: string) => (
    <RegisterSelect
      kind={kind}
      label={label}
      placeholder={allOf(kind)}
      value={value}
      onChange={(e) => go({ [param]: e.target.value })}
    />
  );

  const agenda = useQuery(
    agendaQuery({ ...viewRange(view, date), aircraft_id: aircraftId, pilot_id: pilotId }),
  );
  const days = useMemo(() => eventsByDay(agenda.data), [agenda.data]);
  const [open, setOpen] = useState<{ event: AgendaEvent; moveTo?: string } | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const changed = (message: string) => {
    setOpen(null);
    setSlot(null);
    notify(message);
  };

  const View = VIEWS[view];
  const viewProps: ViewProps = {
    date,
    today,
    days,
    office,
    onOpen: (event, moveTo) => setOpen({ event, moveTo }),
    onSlot: (day) => (role === 'pilot' ? navigate(`/operacao?data=${day}`) : setSlot(day)),
    onDay: (day) => go({ visao: 'dia', data: day }),
    findOperation: (id) =>
      [...days.values()].flat().find((e) => e.kind === 'operacao' && e.item.id === id),
  };

  return (
    <>
      <PageHeader {...agendaHeading}>
        <Segmented
          label="Visualização"
          options={VIEW_OPTIONS}
          value={view}
          onChange={(v) => go({ visao: v })}
        />
      </PageHeader>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label="Período anterior"
          onClick={() => go({ data: stepView(view, date, -1) })}
          className={buttonClasses('outline')}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => go({ data: today })}
          className={buttonClasses('outline')}
        >
          Hoje
        </button>
        <button
          type="button"
          aria-label="Próximo período"
          onClick={() => go({ data: stepView(view, date, 1) })}
          className={buttonClasses('outline')}
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
        <h2 className="ml-1 text-lg font-semibold text-ink-900" aria-live="polite">
          {periodLabel(view, date)}
        </h2>
        {agenda.isFetching && !agenda.isPending && (
          <span className="text-sm text-ink-600">Atualizando...</span>
        )}
      </div>

      <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-xl">
        {filterBy('aircraft', 'Aeronave', 'aeronave', aircraftId)}
        {role !== 'pilot' && filterBy('pilots', 'Piloto', 'piloto', pilotId)}
      </div>

      <div className="mt-4">
        <Loaded
          query={agenda}
          error="Não foi possível carregar a agenda. Verifique sua conexão e tente novamente."
        >
          {/* The legend comes with the calendar: drawn under its spinner, the calendar would
              push it down (Lighthouse's CLS was 0.043). */}
          {() => (
            <>
              <View {...viewProps} />
              <Legend />
            </>
          )}
        </Loaded>
      </div>

      {open && (
        <EventDialog
          event={open.event}
          moveTo={open.moveTo}
          office={office}
          onClose={() => setOpen(null)}
          onChanged={changed}
        />
      )}
      {slot && (
        <Suspense>
          <SlotDialog
            data={slot}
            office={office}
            onClose={() => setSlot(null)}
            onChanged={changed}
          />
        </Suspense>
      )}
    </>
  );
}

function Legend() {
  const items = [
    ['bg-brand-50 border-brand-200', 'Agendada'],
    ['bg-accent-300/30 border-accent-400', 'Em andamento'],
    ['bg-slate-100 border-slate-300', 'Manutenção'],
    ['bg-red-50 border-red-200', 'Vencimento de documento'],
  ] as const;
  return (
    <ul className="mt-3 flex flex-wrap gap-4 text-xs text-ink-700" aria-label="Legenda">
      {items.map(([tone, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded border ${tone}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
