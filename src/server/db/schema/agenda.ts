import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { createdAt, day, id, parentId } from './columns.ts';
import { companyId } from './companies.ts';
import { aircraft } from './registers.ts';

/** A day an aircraft is kept in the hangar (DESIGN §5 'Agenda': maintenance events). */
export const aircraftMaintenance = pgTable(
  'aircraft_maintenance',
  {
    id: id(),
    company_id: companyId(),
    aircraft_id: parentId('aircraft_id', () => aircraft.id),
    data: day('data').notNull(),
    descricao: text('descricao').notNull(),
    created_by: byUser('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('aircraft_maintenance_company_data_idx').on(t.company_id, t.data),
    index('aircraft_maintenance_aircraft_idx').on(t.aircraft_id, t.data),
  ],
);
