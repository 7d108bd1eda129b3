import { f } from '../agreement.ts';
import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { operationSummary } from '../operations/contracts.ts';
import { fieldIssue, requiredDate, requiredText } from '../registers/fields.ts';
import { calendarDate, nullableId, nullableText, timestamp } from '../wire.ts';
import { daysBetween } from '../dates.ts';

/** The widest window one agenda request may ask for: a month view with its edge weeks. */
export const MAX_AGENDA_DAYS = 62;

const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.uuid(message).optional());

export const agendaQuery = z
  .object({
    de: requiredDate(f('Data inicial')),
    ate: requiredDate(f('Data final')),
    aircraft_id: optionalId('Aeronave inválida.'),
    pilot_id: optionalId('Piloto inválido.'),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.de) || !isCalendarDate(q.ate)) return;
    const days = daysBetween(q.de, q.ate);
    if (days < 0) fieldIssue(ctx, 'ate', 'Data final deve ser depois da inicial.');
    else if (days >= MAX_AGENDA_DAYS)
      fieldIssue(ctx, 'ate', `Escolha um período de até ${MAX_AGENDA_DAYS} dias.`);
  });
export type AgendaQuery = z.infer<typeof agendaQuery>;

export const conflictQuery = z.object({
  data: requiredDate(f('Data')),
  aircraft_id: optionalId('Aeronave inválida.'),
  pilot_id: optionalId('Piloto inválido.'),
  id: optionalId('Operação inválida.'),
});
export type ConflictQuery = z.infer<typeof conflictQuery>;

export const moveInput = z.object({ data: requiredDate(f('Data')) });

export const maintenanceInput = z.object({
  aircraft_id: z.uuid('Selecione a aeronave.'),
  data: requiredDate(f('Data')),
  descricao: requiredText(f('Descrição'), 200),
});
export type MaintenanceInput = z.infer<typeof maintenanceInput>;

/** A scheduled or running operation on the agenda. */
export const agendaOperation = operationSummary.extend({
  hora_inicio: nullableText,
  property_id: z.uuid(),
  aircraft_id: nullableId,
  pilot_id: nullableId,
});
export type AgendaOperation = z.infer<typeof agendaOperation>;

/** A day an aircraft is in the hangar. */
export const agendaMaintenance = z.strictObject({
  id: z.uuid(),
  data: calendarDate,
  descricao: z.string(),
  aircraft_id: z.uuid(),
  aeronave: z.string(),
});
export type AgendaMaintenance = z.infer<typeof agendaMaintenance>;

/** An aircraft's or pilot's document that expires on `data`. */
export const agendaDocument = z.strictObject({
  register: z.enum(['aircraft', 'pilots']),
  id: z.uuid(),
  name: z.string(),
  document: z.string(),
  data: calendarDate,
});
export type AgendaDocument = z.infer<typeof agendaDocument>;

/** `GET /api/agenda`: what happens between two dates. */
export const agendaResponse = z.strictObject({
  operacoes: z.array(agendaOperation),
  manutencoes: z.array(agendaMaintenance),
  documentos: z.array(agendaDocument),
});
export type Agenda = z.infer<typeof agendaResponse>;

/** The warnings of booking a day (conflicts, and after moving a flight). */
export const agendaWarnings = z.strictObject({ avisos: z.array(z.string()) });
export type AgendaWarnings = z.infer<typeof agendaWarnings>;

/** `POST /api/agenda/manutencoes`: the maintenance day as stored. */
export const maintenanceRecord = z.strictObject({
  id: z.uuid(),
  company_id: z.uuid(),
  aircraft_id: z.uuid(),
  data: calendarDate,
  descricao: z.string(),
  created_by: nullableText,
  created_at: timestamp,
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecord>;
