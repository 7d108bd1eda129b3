import { z } from 'zod';
import { calendarDate } from '../wire.ts';

// What `/api/hr/funcionarios/:id/ferias` and `/api/hr/ferias/alertas` answer.

/** The warning of the férias owed (vacation-periods.ts, `vacationNotice`). */
export const vacationNoticeAnswer = z.strictObject({
  periodo: z.string(),
  restantes: z.number().int(),
  concessivoFim: calendarDate,
  situacao: z.enum(['vencidas', 'a_vencer', 'em_dia']),
  texto: z.string(),
});

/** An employee's férias: each período aquisitivo owed, and the warning of the oldest. */
export const employeeVacations = z.strictObject({
  aviso: vacationNoticeAnswer.nullable(),
  periodos: z.array(
    z.strictObject({
      inicio: calendarDate,
      fim: calendarDate,
      concessivo_fim: calendarDate,
      direito: z.number().int(),
      restantes: z.number().int(),
    }),
  ),
});
export type EmployeeVacations = z.infer<typeof employeeVacations>;

/** The active employees whose férias are due soon or overdue, for the HR list. */
export const vacationAlerts = z.array(
  z.strictObject({ employee_id: z.uuid(), funcionario: z.string(), aviso: vacationNoticeAnswer }),
);
export type VacationAlerts = z.infer<typeof vacationAlerts>;
