import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { CLIENT_ERROR_PAGE_SIZE, type ClientErrorPage } from '../../../domain/admin/monitoring.ts';
import type { ClientErrorType } from '../../../domain/monitoring/values.ts';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { clientErrorLogs, users } from '../../db/schema/index.ts';
import { listPage } from '../../db/page.ts';

/** The browsers' error log, newest first: by type, searched in the message, a page at a time. */
export async function listClientErrors(
  db: Db,
  query: { tipo?: ClientErrorType; busca?: string; pagina: number },
): Promise<ClientErrorPage> {
  const filters: SQL[] = [];
  if (query.tipo) filters.push(eq(clientErrorLogs.type, query.tipo));
  if (query.busca) filters.push(ilike(clientErrorLogs.message, containing(query.busca)));
  const where = and(...filters);
  return listPage(
    { pagina: query.pagina, size: CLIENT_ERROR_PAGE_SIZE },
    db
      .select({ log: clientErrorLogs, user_email: users.email })
      .from(clientErrorLogs)
      .leftJoin(users, eq(users.id, clientErrorLogs.user_id))
      .where(where)
      .orderBy(desc(clientErrorLogs.created_at), desc(clientErrorLogs.id)),
    db.select({ value: count() }).from(clientErrorLogs).where(where),
    ({ log, user_email }) => ({
      id: log.id,
      timestamp: log.timestamp.toISOString(),
      type: log.type,
      message: log.message,
      stack: log.stack,
      component_stack: log.component_stack,
      location: log.location,
      user_agent: log.user_agent,
      user_email,
    }),
  );
}
