import { desc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The latest e-mails kept in the outbox (no SMTP configured), newest first. */
export async function latestOutboxMessages(db: Db, limit = 50) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments,
    createdAt: row.created_at,
  }));
}
