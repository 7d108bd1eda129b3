import { doublePrecision, text } from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { at, logTable } from './columns.ts';
import { clientErrorType, webVitalName } from './enums.ts';

/** Errors reported by browsers (spec part 1 §3 'Client error log entry'). */
export const clientErrorLogs = logTable('client_error_logs', {
  timestamp: at('timestamp').notNull(),
  type: clientErrorType('type').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  location: text('location'),
  user_agent: text('user_agent'),
  component_stack: text('component_stack'),
  user_id: byUser('user_id'),
});

/** One row per route change: no personal data, only a random per-tab session id. */
export const pageViews = logTable('page_views', {
  path: text('path').notNull(),
  referrer: text('referrer'),
  session_id: text('session_id').notNull(),
});

/** Core Web Vitals reported by browsers, for the admin's Performance tab. */
export const webVitals = logTable(
  'web_vitals',
  {
    name: webVitalName('name').notNull(),
    value: doublePrecision('value').notNull(),
    path: text('path').notNull(),
    session_id: text('session_id').notNull(),
  },
  'name',
);
