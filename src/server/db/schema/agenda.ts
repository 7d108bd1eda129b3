import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';
import { aircraft } from './registers.ts';

/** A day an aircraft is kept in the hangar (DESIGN §5 'Agenda': maintenance events). */
export const aircraftMaintenance = pgTable(
  'aircraft_maintenance',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    aircraft_id: uuid('aircraft_id')
      .notNull()
      .references(() => aircraft.id, { onDelete: 'cascade' }),
    data: date('data', { mode: 'string' }).notNull(),
    descricao: text('descricao').notNull(),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('aircraft_maintenance_company_data_idx').on(t.company_id, t.data),
    index('aircraft_maintenance_aircraft_idx').on(t.aircraft_id, t.data),
  ],
);
