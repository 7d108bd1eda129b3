import type { Db } from '../../db/database.ts';
import { adminActionsAudit } from '../../db/schema/index.ts';

/** `log_admin_action` (spec part 2 §3) for the Afiliados tab: inside the change's transaction. */
export async function auditAffiliateAction(
  tx: Db,
  adminUserId: string | null,
  actionType: string,
  details: Record<string, unknown>,
) {
  await tx.insert(adminActionsAudit).values({
    admin_user_id: adminUserId,
    action_type: actionType,
    target_company_id: null,
    details,
  });
}
