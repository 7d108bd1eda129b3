import { and, eq } from 'drizzle-orm';
import type { InviteTestResult } from '../../../domain/admin/tools.ts';
import {
  createInvite,
  deleteInvite,
  sendInvite,
  type InviteMail,
} from '../../companies/invites.ts';
import type { Db } from '../../db/database.ts';
import { companies, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { inCompanyWithin } from '../../db/tenant.ts';

type Step = InviteTestResult['steps'][number];

async function timed<T>(
  step: Step['step'],
  run: () => Promise<T>,
  ok: (value: T) => boolean = () => true,
) {
  const started = performance.now();
  try {
    const value = await run();
    const ms = Math.round(performance.now() - started);
    return { value, step: { step, ok: ok(value), ms, detail: null } as Step };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    const detail = error instanceof Error ? error.message : String(error);
    return { value: undefined, step: { step, ok: false, ms, detail } as Step };
  }
}

/**
 * Spec §6 'Apenas proprietários podem testar o sistema de convites.': the platform admin runs
 * the company-invite path on behalf of the company's owner (a company without an active owner
 * refuses) — the invite is created as the owner's, its e-mail sent through the mailer (SMTP or
 * the outbox), and the test invite removed; each step reports its time. Audited.
 */
export async function testInviteSystem(
  deps: { db: Db; mail: InviteMail },
  adminUserId: string,
  input: { companyId: string; email: string },
): Promise<InviteTestResult> {
  const { db } = deps;
  const [company] = await db
    .select({ name: companies.company_name })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  if (!company) throw new AppError('NOT_FOUND', undefined, 'Empresa não encontrada.');
  const [owner] = await db
    .select({ userId: profiles.user_id })
    .from(profiles)
    .where(
      and(
        eq(profiles.company_id, input.companyId),
        eq(profiles.role_in_company, 'owner'),
        eq(profiles.active, true),
      ),
    );
  if (!owner)
    throw new AppError(
      'OWNER_ONLY',
      undefined,
      'Apenas proprietários podem testar o sistema de convites.',
    );

  const steps: Step[] = [];
  const created = await timed('create', () =>
    inCompanyWithin(db, input.companyId, (scoped) =>
      createInvite(scoped, input.companyId, owner.userId, { email: input.email, role: 'pilot' }),
    ),
  );
  steps.push(created.step);
  if (created.value) {
    const issued = created.value;
    const sent = await timed(
      'send',
      () => sendInvite(deps.mail, company.name, issued),
      (result) => result.emailSent,
    );
    if (!sent.step.ok)
      sent.step.detail ??= 'O e-mail não pôde ser enviado (veja o log do servidor).';
    steps.push(sent.step);
    steps.push(
      (
        await timed('remove', () =>
          inCompanyWithin(db, input.companyId, (scoped) =>
            deleteInvite(scoped, input.companyId, issued.row.id),
          ),
        )
      ).step,
    );
  }
  const result = { ok: steps.length === 3 && steps.every((s) => s.ok), steps };
  await logAdminAction(db, {
    adminUserId,
    action: 'test_invite_system',
    companyId: input.companyId,
    details: { email: input.email, ...result },
  });
  return result;
}
