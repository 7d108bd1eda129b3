import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { byUser, users } from './auth.ts';
import { at, atNow, createdAt, id, indexOn } from './columns.ts';
import { companies } from './companies.ts';
import { alertStatus, severity } from './enums.ts';

/** What platform administrators did (spec part 2 §3, RPC log_admin_action). */
export const adminActionsAudit = pgTable(
  'admin_actions_audit',
  {
    id: id(),
    admin_user_id: byUser('admin_user_id'),
    action_type: text('action_type').notNull(),
    target_company_id: uuid('target_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    details: jsonb('details').notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_actions_audit_company_id_idx').on(t.target_company_id),
    indexOn(t.created_at),
  ],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    user_id: byUser('user_id'),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    action_type: text('action_type').notNull(),
    table_name: text('table_name'),
    record_id: text('record_id'),
    severity: severity('severity').notNull().default('low'),
    metadata: jsonb('metadata').notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.company_id), indexOn(t.created_at)],
);

export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: id(),
    alert_type: text('alert_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    severity: severity('severity').notNull(),
    status: alertStatus('status').notNull().default('open'),
    /** Who acknowledged it on the security dashboard, and when. */
    acknowledged_at: at('acknowledged_at'),
    acknowledged_by: byUser('acknowledged_by'),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.created_at)],
);

export const passwordChangeAttempts = pgTable(
  'password_change_attempts',
  {
    id: id(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip_address: text('ip_address'),
    attempt_time: atNow('attempt_time'),
    success: boolean('success').notNull(),
  },
  (t) => [indexOn(t.user_id), indexOn(t.attempt_time), indexOn(t.ip_address)],
);
