import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { authored } from './auth.ts';
import { day, parentId } from './columns.ts';
import { companyRow } from './companies.ts';
import { aircraft } from './registers.ts';

/** A day an aircraft is kept in the hangar (DESIGN §5 'Agenda': maintenance events). */
export const aircraftMaintenance = pgTable(
  'aircraft_maintenance',
  {
    ...companyRow(),
    aircraft_id: parentId('aircraft_id', () => aircraft.id),
    data: day('data').notNull(),
    descricao: text('descricao').notNull(),
    ...authored(),
  },
  (t) => [
    index('aircraft_maintenance_company_data_idx').on(t.company_id, t.data),
    index('aircraft_maintenance_aircraft_idx').on(t.aircraft_id, t.data),
  ],
);
