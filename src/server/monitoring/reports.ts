import type {
  ClientErrorInput,
  PageViewInput,
  WebVitalInput,
} from '../../domain/monitoring/contracts.ts';
import type { Db } from '../db/database.ts';
import { clientErrorLogs, pageViews, webVitals } from '../db/schema/index.ts';

/** A browser's error report (spec part 1 §3 'Client error log entry'). */
export async function recordClientError(
  db: Db,
  report: ClientErrorInput,
  context: { userAgent: string | null; userId: string | null; now: Date },
) {
  const { userAgent, componentStack, timestamp, ...error } = report;
  await db.insert(clientErrorLogs).values({
    ...error,
    user_agent: userAgent ?? context.userAgent,
    component_stack: componentStack,
    timestamp: timestamp ? new Date(timestamp) : context.now,
    user_id: context.userId,
  });
}

export async function recordPageView(db: Db, { sessionId, ...view }: PageViewInput) {
  await db.insert(pageViews).values({ ...view, session_id: sessionId });
}

export async function recordWebVital(db: Db, { sessionId, ...vital }: WebVitalInput) {
  await db.insert(webVitals).values({ ...vital, session_id: sessionId });
}
