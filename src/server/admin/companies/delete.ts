import { and, countDistinct, eq, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeletedCompany } from '../../../domain/admin/contracts.ts';
import type { Db } from '../../db/database.ts';
import { companies, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';

const other = alias(profiles, 'other');

/**
 * Spec part 2 §7 RPC 'delete_company_cascade', in one transaction: the company and every row
 * that belongs to it (each company table's `company_id` deletes with it), audited.
 *
 * The members' user accounts stay: a member whose only company this was becomes a user without
 * a company (the app sends them to /sem-empresa, where they may be invited again or start a
 * company); their affiliate records, commissions and referrals are the affiliate's and stay too
 * (a referral or commission keeps its row, its company set to none). The audit row outlives the
 * company (its `target_company_id` is set to null), so it keeps the name and CNPJ in `details`.
 */
export async function deleteCompany(
  db: Db,
  adminUserId: string,
  companyId: string,
): Promise<DeletedCompany> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.company_name, cnpj: companies.cnpj })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw new AppError('NOT_FOUND');
    const [released] = await tx
      .select({ value: countDistinct(profiles.user_id) })
      .from(profiles)
      .where(
        and(
          eq(profiles.company_id, companyId),
          notExists(
            tx
              .select({ id: other.id })
              .from(other)
              .where(and(eq(other.user_id, profiles.user_id), ne(other.company_id, companyId))),
          ),
        ),
      );
    const members_released = released?.value ?? 0;
    await tx.delete(companies).where(eq(companies.id, companyId));
    await logAdminAction(tx, {
      adminUserId: adminUserId,
      action: 'delete_company',
      companyId: null,
      details: {
        company_id: companyId,
        company_name: company.name,
        cnpj: company.cnpj,
        members_released,
      },
    });
    return { id: companyId, company_name: company.name, members_released };
  });
}
