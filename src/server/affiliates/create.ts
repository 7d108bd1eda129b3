import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { createAffiliateInput } from '../../domain/affiliates/contracts.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { affiliates } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { checkAffiliateInvite, markInviteAccepted } from './invites.ts';
import { affiliateOf, withNewCode } from './profile.ts';

/**
 * The user's own profile (spec part 1 §2, part 2 §7 'insert affiliates'): the e-mail of the
 * account, a new unique code, one profile per user. Created from an affiliate invite, the
 * invite is checked again and marked accepted in the same transaction.
 */
export async function createAffiliate(
  db: Db,
  user: { id: string; email: string },
  input: z.output<typeof createAffiliateInput>,
  context: { now: Date; log: Pick<FastifyBaseLogger, 'error'> },
) {
  const { now, log } = context;
  if (await affiliateOf(db, user.id)) throw new AppError('AFFILIATE_EXISTS');
  const invite = input.inviteToken
    ? (await checkAffiliateInvite(db, { userId: user.id, token: input.inviteToken, now })).invite
    : null;
  try {
    return await withNewCode(
      (code) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(affiliates)
            .values({
              user_id: user.id,
              nome_completo: input.nome_completo,
              email: user.email || (invite?.email ?? ''),
              cpf_cnpj: input.cpf_cnpj,
              telefone: input.telefone,
              affiliate_code: code,
            })
            .returning();
          if (invite) await markInviteAccepted(tx, invite.id, now);
          return row!;
        }),
      log,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'affiliates_user_id_unique'))
      throw new AppError('AFFILIATE_EXISTS');
    throw error;
  }
}
