import { Plus } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { monthGrid, weekOf } from '../../../domain/agenda/calendar.ts';
import { WEEKDAY_NAMES, WEEKDAY_SHORT } from '../../../domain/agenda/labels.ts';
import type { AgendaEvent } from './api.ts';
import { EventChip } from './event-chip.tsx';
import { counted } from '../../../domain/plural.ts';

/** What every view needs: the events by day and what to do on a click, a drop or a day. */
export type ViewProps = {
  date: string;
  today: string;
  days: Map<string, AgendaEvent[]>;
  office: boolean;
  onOpen: (event: AgendaEvent, moveTo?: string) => void;
  onSlot: (date: string) => void;
  onDay: (date: string) => void;
  /** Finds the flight a drag carries, to open it with the day it was dropped on. */
  findOperation: (id: string) => AgendaEvent | undefined;
};

const MONTH_VISIBLE = 3;
const dayNumber = (date: string) => Number(date.slice(8, 10));

/** A day that accepts a dragged flight (desktop); the move is confirmed in the event dialog. */
function useDrop(props: ViewProps, date: string) {
  const [over, setOver] = useState(false);
  if (!props.office) return { over, handlers: {} };
  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent) => {
        if (!e.dataTransfer.types.includes('text/agenda-operation')) return;
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        const event = props.findOperation(e.dataTransfer.getData('text/agenda-operation'));
        if (event && event.data !== date) props.onOpen(event, date);
      },
    },
  };
}

/** A day of the month or the week: its events, whether it is today, and it as a drop target. */
function useDay(props: ViewProps, cell: string) {
  const drop = useDrop(props, cell);
  return {
    events: props.days.get(cell) ?? [],
    isToday: cell === props.today,
    over: drop.over,
    target: { ...drop.handlers, 'data-date': cell },
  };
}

/** A day's top line: the button that opens the day, and the '+' that schedules on it. */
function DayHeading(props: {
  view: ViewProps;
  cell: string;
  label?: string;
  className: string;
  scheduleClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between">
      <button
        type="button"
        onClick={() => props.view.onDay(props.cell)}
        aria-label={props.label}
        className={props.className}
      >
        {props.children}
      </button>
      <ScheduleButton
        date={props.cell}
        onSlot={props.view.onSlot}
        className={props.scheduleClassName}
      />
    </div>
  );
}

/** A day's events as list items: chips that open them (and that the office drags). */
function EventItems(props: {
  events: AgendaEvent[];
  onOpen: ViewProps['onOpen'];
  draggable: boolean;
  detailed?: boolean;
}) {
  return props.events.map((event) => (
    <li key={event.key}>
      <EventChip
        event={event}
        onOpen={props.onOpen}
        draggable={props.draggable}
        detailed={props.detailed}
      />
    </li>
  ));
}

/** The '+' that schedules an operation on `date`. */
function ScheduleButton(props: {
  date: string;
  onSlot: (date: string) => void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={() => props.onSlot(props.date)}
      aria-label={`Agendar em ${props.date.split('-').reverse().join('/')}`}
      className={props.className}
    >
      <Plus className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

export function MonthView(props: ViewProps) {
  const month = props.date.slice(0, 7);
  return (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <div className="grid grid-cols-7 border-b border-brand-100 bg-brand-50 text-center text-xs font-semibold text-ink-700">
        {WEEKDAY_SHORT.map((day, i) => (
          <div key={day} className="py-2">
            <abbr title={WEEKDAY_NAMES[i]} className="no-underline">
              {day}
            </abbr>
          </div>
        ))}
      </div>
      {monthGrid(props.date).map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b border-brand-50 last:border-b-0">
          {week.map((date) => (
            <MonthCell key={date} {...props} cell={date} outside={date.slice(0, 7) !== month} />
          ))}
        </div>
      ))}
    </div>
  );
}

function MonthCell(props: ViewProps & { cell: string; outside: boolean }) {
  const { events, isToday, over, target } = useDay(props, props.cell);
  return (
    <div
      {...target}
      className={`group relative min-h-16 border-r border-brand-50 p-1 last:border-r-0 sm:min-h-28 ${props.outside ? 'bg-slate-50/70' : ''} ${over ? 'bg-accent-300/30' : ''}`}
    >
      <DayHeading
        view={props}
        cell={props.cell}
        label={`Abrir o dia ${dayNumber(props.cell)}${events.length ? `: ${counted(events.length, 'evento', 'eventos')}` : ''}`}
        className={`flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-sm ${isToday ? 'bg-brand-700 font-bold text-white' : props.outside ? 'text-ink-500' : 'text-ink-900'} hover:ring-2 hover:ring-brand-200`}
        scheduleClassName="hidden rounded p-0.5 text-brand-700 opacity-0 group-hover:opacity-100 focus:opacity-100 hover:bg-brand-50 sm:block"
      >
        {dayNumber(props.cell)}
      </DayHeading>
      {events.length > 0 && (
        <button
          type="button"
          onClick={() => props.onDay(props.cell)}
          className="mt-1 flex flex-wrap gap-0.5 sm:hidden"
          aria-hidden="true"
          tabIndex={-1}
        >
          {events.slice(0, 4).map((event) => (
            <span
              key={event.key}
              className={`h-1.5 w-1.5 rounded-full ${event.kind === 'operacao' ? 'bg-brand-700' : event.kind === 'manutencao' ? 'bg-ink-600' : 'bg-red-600'}`}
            />
          ))}
        </button>
      )}
      <ul className="mt-1 hidden space-y-1 sm:block">
        <EventItems
          events={events.slice(0, MONTH_VISIBLE)}
          onOpen={props.onOpen}
          draggable={props.office}
        />
        {events.length > MONTH_VISIBLE && (
          <li>
            <button
              type="button"
              onClick={() => props.onDay(props.cell)}
              className="text-xs font-semibold text-brand-700 hover:underline"
            >
              + {events.length - MONTH_VISIBLE} mais
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

export function WeekView(props: ViewProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-7">
      {weekOf(props.date).map((date, i) => (
        <WeekDay key={date} {...props} cell={date} weekday={i} />
      ))}
    </div>
  );
}

function WeekDay(props: ViewProps & { cell: string; weekday: number }) {
  const { events, isToday, over, target } = useDay(props, props.cell);
  return (
    <section
      {...target}
      aria-label={`${WEEKDAY_NAMES[props.weekday]} ${dayNumber(props.cell)}`}
      className={`flex min-h-24 flex-col rounded-xl border bg-white p-2 sm:min-h-64 ${isToday ? 'border-brand-500' : 'border-brand-100'} ${over ? 'bg-accent-300/30' : ''}`}
    >
      <DayHeading
        view={props}
        cell={props.cell}
        className="text-sm font-semibold text-ink-900 hover:underline"
        scheduleClassName="rounded p-1 text-brand-700 hover:bg-brand-50"
      >
        {WEEKDAY_SHORT[props.weekday]} {dayNumber(props.cell)}
      </DayHeading>
      <ul className="mt-2 flex-1 space-y-1">
        <EventItems events={events} onOpen={props.onOpen} draggable={props.office} />
        {events.length === 0 && <li className="text-xs text-ink-500 sm:hidden">Livre</li>}
      </ul>
    </section>
  );
}

export function DayView(props: ViewProps) {
  const events = props.days.get(props.date) ?? [];
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-4" data-date={props.date}>
      {events.length === 0 ? (
        <p className="text-ink-700">Nada agendado neste dia.</p>
      ) : (
        <ul className="space-y-2">
          <EventItems events={events} onOpen={props.onOpen} draggable={false} detailed />
        </ul>
      )}
      <button
        type="button"
        onClick={() => props.onSlot(props.date)}
        className="mt-4 inline-flex items-center gap-2 rounded-lg border border-dashed border-brand-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> Agendar neste dia
      </button>
    </section>
  );
}
