import type { AdminAction } from '../../domain/admin/security.ts';
import type { Db } from '../db/database.ts';
import { adminActionsAudit } from '../db/schema/index.ts';

/**
 * `log_admin_action` (spec part 2 §3): one `admin_actions_audit` row, written inside the
 * change's own transaction where it has one. The action is one the security dashboard can name.
 */
export async function logAdminAction(
  tx: Db,
  row: {
    adminUserId: string | null;
    action: AdminAction;
    companyId?: string | null;
    details: object;
    at?: Date;
  },
) {
  await tx.insert(adminActionsAudit).values({
    admin_user_id: row.adminUserId,
    action_type: row.action,
    target_company_id: row.companyId ?? null,
    details: row.details,
    ...(row.at && { created_at: row.at }),
  });
}
