import { jsonb, text } from 'drizzle-orm/pg-core';
import { logTable } from './columns.ts';

/** E-mails kept instead of sent when no SMTP server is configured (DESIGN §1). */
export const mailOutbox = logTable('mail_outbox', {
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body').notNull(),
  /** Names of the files that went with it (their bytes are not kept). */
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
});
