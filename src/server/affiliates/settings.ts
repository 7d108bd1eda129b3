/**
 * The platform's affiliate commission rate. `commissionRate(db)` returns it in basis points
 * (2000 = 20 %), the default when the settings row is absent; `setCommissionRate(tx, bp,
 * adminUserId)` stores it (who and when) and returns the rate it replaced. The caller writes the
 * admin audit row in the same transaction. A rate applies to invoices paid after it is set.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_BP } from '../../domain/affiliates/commission.ts';
import type { Db } from '../db/database.ts';
import { platformSettings } from '../db/schema/index.ts';

export async function commissionRate(db: Db): Promise<number> {
  const [row] = await db
    .select({ bp: platformSettings.affiliate_commission_bp })
    .from(platformSettings)
    .where(eq(platformSettings.id, true));
  return row?.bp ?? DEFAULT_COMMISSION_BP;
}

export async function setCommissionRate(tx: Db, bp: number, adminUserId: string): Promise<number> {
  const previous = await commissionRate(tx);
  await tx
    .insert(platformSettings)
    .values({ id: true, affiliate_commission_bp: bp, updated_by: adminUserId })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { affiliate_commission_bp: bp, updated_by: adminUserId, updated_at: sql`now()` },
    });
  return previous;
}
