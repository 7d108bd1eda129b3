import { FileWarning, Plane, Wrench } from 'lucide-react';
import type { AgendaEvent } from './api.ts';

const tones = {
  agendada: 'border-brand-200 bg-brand-50 text-brand-900',
  em_andamento: 'border-accent-400 bg-accent-300/30 text-ink-900',
  manutencao: 'border-slate-300 bg-slate-100 text-ink-900',
  documento: 'border-red-200 bg-red-50 text-red-800',
} as const;

/** What an event says in one line. */
export function eventTitle(event: AgendaEvent): string {
  if (event.kind === 'operacao') {
    const op = event.item;
    return `${op.hora_inicio ? `${op.hora_inicio} · ` : ''}${op.aeronave ?? 'Sem aeronave'} · ${op.cliente}`;
  }
  if (event.kind === 'manutencao')
    return `Manutenção ${event.item.aeronave}: ${event.item.descricao}`;
  return `Vence: ${event.item.document} (${event.item.name})`;
}

/** An event on the calendar; flights can be dragged to another day by the office. */
export function EventChip(props: {
  event: AgendaEvent;
  onOpen: (event: AgendaEvent) => void;
  draggable: boolean;
  detailed?: boolean;
}) {
  const { event } = props;
  const tone =
    event.kind === 'operacao'
      ? tones[event.item.status === 'em_andamento' ? 'em_andamento' : 'agendada']
      : tones[event.kind];
  const Icon =
    event.kind === 'operacao' ? Plane : event.kind === 'manutencao' ? Wrench : FileWarning;
  const movable = props.draggable && event.kind === 'operacao';
  return (
    <button
      type="button"
      draggable={movable}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/agenda-operation', event.item.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen(event);
      }}
      className={`flex w-full items-start gap-1 rounded-md border px-1.5 py-1 text-left text-xs leading-tight hover:brightness-95 ${tone} ${movable ? 'cursor-grab' : ''}`}
    >
      <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className={props.detailed ? '' : 'line-clamp-2'}>
        {event.kind === 'operacao' && <span className="font-semibold">{event.item.numero} </span>}
        {eventTitle(event)}
        {props.detailed && event.kind === 'operacao' && (
          <span className="block text-ink-600">
            {event.item.propriedade} ({event.item.municipio}/{event.item.uf}) ·{' '}
            {event.item.piloto ?? 'sem piloto'}
          </span>
        )}
      </span>
    </button>
  );
}
