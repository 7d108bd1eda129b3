import { eq, isNull, sql } from 'drizzle-orm';
import { comparePtBr } from '../../domain/format.ts';
import type { EmployeeLinkOptions } from '../../domain/hr/response-contracts.ts';
import { activeMembers } from '../tenancy/members.ts';
import type { Db } from '../db/database.ts';
import { pilots, profiles, technicians, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** The registers and the login an employee may be linked to. */
export type EmployeeLinks = {
  pilot_id?: string | null;
  technician_id?: string | null;
  user_id?: string | null;
};

const byName = <T extends { nome: string }>(rows: T[]) =>
  rows.sort((a, b) => comparePtBr(a.nome, b.nome));

/**
 * What an employee may be linked to: the company's active pilots and technicians (`vinculado`
 * when an employee already has them) and its active members, each by name.
 */
export async function loadLinkOptions(db: Db, companyId: string): Promise<EmployeeLinkOptions> {
  // Written out: inside a one-table select the columns would lose their table's name.
  const linked = (column: 'pilot_id' | 'technician_id', table: 'pilots' | 'technicians') =>
    sql<boolean>`exists (select 1 from employees e where e.${sql.raw(column)} = ${sql.raw(table)}.id)`;
  const [pilotos, tecnicos, usuarios] = await Promise.all([
    db
      .select({
        id: pilots.id,
        nome: pilots.nome,
        vinculado: linked('pilot_id', 'pilots'),
      })
      .from(pilots)
      .where(isNull(pilots.archived_at)),
    db
      .select({
        id: technicians.id,
        nome: technicians.nome,
        vinculado: linked('technician_id', 'technicians'),
      })
      .from(technicians)
      .where(isNull(technicians.archived_at)),
    activeMembers(db, companyId, { id: users.id, nome: users.name, email: users.email }),
  ]);
  return { pilotos: byName(pilotos), tecnicos: byName(tecnicos), usuarios: byName(usuarios) };
}

/**
 * Checks the links an employee is given: a pilot or technician must be one of the company's
 * registers (another company's is invisible in its scope: 404), a login one of its active
 * members (400 on `user_id`). A register linked twice is refused by its unique index.
 */
export async function checkLinks(db: Db, companyId: string, links: EmployeeLinks): Promise<void> {
  const exists = async (table: typeof pilots | typeof technicians, id: string) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  if (links.pilot_id && !(await exists(pilots, links.pilot_id))) throw new AppError('NOT_FOUND');
  if (links.technician_id && !(await exists(technicians, links.technician_id)))
    throw new AppError('NOT_FOUND');
  if (links.user_id) {
    const [member] = await activeMembers(
      db,
      companyId,
      { id: profiles.id },
      eq(profiles.user_id, links.user_id),
    );
    if (!member)
      throw new AppError('VALIDATION_FAILED', { user_id: 'Usuário não é membro da empresa.' });
  }
}
