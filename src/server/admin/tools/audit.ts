import type { Db } from '../../db/database.ts';
import { adminActionsAudit } from '../../db/schema/index.ts';

/** One `admin_actions_audit` row, written inside the action's own transaction. */
export async function auditTool(
  tx: Db,
  row: { adminUserId: string; action: string; companyId?: string | null; details: object },
) {
  await tx.insert(adminActionsAudit).values({
    admin_user_id: row.adminUserId,
    action_type: row.action,
    target_company_id: row.companyId ?? null,
    details: row.details,
  });
}
