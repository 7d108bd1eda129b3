import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { securityAlerts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { findAlert } from './lists.ts';
import { logAdminAction } from '../audit.ts';

/**
 * An open alert becomes 'acknowledged', stamped with who and when, and audited — in one
 * transaction. An alert already acknowledged (or resolved) is answered as it is, unchanged.
 */
export async function acknowledgeAlert(db: Db, adminUserId: string, alertId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(securityAlerts)
      .set({ status: 'acknowledged', acknowledged_at: now, acknowledged_by: adminUserId })
      .where(and(eq(securityAlerts.id, alertId), eq(securityAlerts.status, 'open')))
      .returning();
    if (!changed) return;
    await logAdminAction(tx, {
      adminUserId: adminUserId,
      action: 'acknowledge_security_alert',
      details: { alert_id: alertId, alert_type: changed.alert_type, title: changed.title },
      at: now,
    });
  });
  const alert = await findAlert(db, alertId);
  if (!alert) throw new AppError('NOT_FOUND');
  return alert;
}
