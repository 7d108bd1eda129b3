import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { requiredText } from '../registers/fields.ts';
import { daysBetween } from './calendar.ts';

/** The widest window one agenda request may ask for: a month view with its edge weeks. */
export const MAX_AGENDA_DAYS = 62;

const date = (label: string) =>
  z
    .string(`${label} é obrigatória.`)
    .refine(isCalendarDate, `${label}: informe uma data válida (dd/mm/aaaa).`);
const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.uuid(message).optional());

export const agendaQuery = z
  .object({
    de: date('Data inicial'),
    ate: date('Data final'),
    aircraft_id: optionalId('Aeronave inválida.'),
    pilot_id: optionalId('Piloto inválido.'),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.de) || !isCalendarDate(q.ate)) return;
    const days = daysBetween(q.de, q.ate);
    if (days < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['ate'],
        message: 'Data final deve ser depois da inicial.',
      });
    else if (days >= MAX_AGENDA_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['ate'],
        message: `Escolha um período de até ${MAX_AGENDA_DAYS} dias.`,
      });
  });
export type AgendaQuery = z.infer<typeof agendaQuery>;

export const conflictQuery = z.object({
  data: date('Data'),
  aircraft_id: optionalId('Aeronave inválida.'),
  pilot_id: optionalId('Piloto inválido.'),
  id: optionalId('Operação inválida.'),
});
export type ConflictQuery = z.infer<typeof conflictQuery>;

export const moveInput = z.object({ data: date('Data') });

export const maintenanceInput = z.object({
  aircraft_id: z.uuid('Selecione a aeronave.'),
  data: date('Data'),
  descricao: requiredText('Descrição', 200),
});
export type MaintenanceInput = z.infer<typeof maintenanceInput>;
