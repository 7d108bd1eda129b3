import { and, asc, gte, isNull, lte, or } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import type { EmployeeVacations, VacationAlerts } from '../../domain/hr/vacation-contracts.ts';
import { vacationLedger, vacationNotice } from '../../domain/hr/vacation-periods.ts';
import type { Db } from '../db/database.ts';
import { employees } from '../db/schema/index.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { ledgerFacts } from './vacation-terms.ts';

/** The first day of the month of `date`. */
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** An employee's períodos aquisitivos complete by `today` and the warning of the oldest owed. */
export async function employeeVacations(
  db: Db,
  employeeId: string,
  today: string,
): Promise<EmployeeVacations> {
  const employee = await foundRow(db, employees, employeeId);
  const facts = await ledgerFacts(db, employee, monthOf(today));
  return {
    aviso: vacationNotice(facts, today),
    periodos: vacationLedger(facts, addDays(today, 1)).map((p) => ({
      inicio: p.inicio,
      fim: p.fim,
      concessivo_fim: p.concessivoFim,
      direito: p.direito,
      restantes: p.restantes,
    })),
  };
}

/**
 * The employees active on `today` whose oldest férias owed are due within the warning days or
 * overdue (art. 137: paid in double), the most urgent first.
 */
export async function vacationAlerts(db: Db, today: string): Promise<VacationAlerts> {
  const active = await db
    .select()
    .from(employees)
    .where(
      and(
        lte(employees.admissao, today),
        or(isNull(employees.demissao), gte(employees.demissao, today)),
      ),
    )
    .orderBy(asc(employees.nome));
  const alerts: VacationAlerts = [];
  for (const employee of active) {
    const aviso = vacationNotice(await ledgerFacts(db, employee, monthOf(today)), today);
    if (aviso && aviso.situacao !== 'em_dia')
      alerts.push({ employee_id: employee.id, funcionario: employee.nome, aviso });
  }
  return alerts.sort((a, b) => a.aviso.concessivoFim.localeCompare(b.aviso.concessivoFim));
}
