import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDay } from '../../domain/format.ts';
import {
  TRIAL_EXPIRED_WINDOW_DAYS,
  TRIAL_REMINDER_DAYS_BEFORE,
  trialEmailDue,
  trialEndDate,
} from '../../domain/subscription/trial.ts';
import type { TRIAL_EMAIL_TYPES } from '../../domain/subscription/values.ts';
import type { Db } from '../db/database.ts';
import type { InCompany } from '../db/tenant.ts';
import { companies, profiles, trialEmailLogs, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { trialEmail } from '../mail/templates.ts';

export type TrialEmailType = (typeof TRIAL_EMAIL_TYPES)[number];
/** `db` finds the candidates across companies; each company's rows are read and written in its scope. */
export type TrialEmailDeps = {
  db: Db;
  inCompany: InCompany;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** Spec part 2 §7 'send-trial-email': 500 ms between sends of a batch. */
export const TRIAL_EMAIL_PAUSE_MS = 500;
const DAY = 24 * 3600 * 1000;

/**
 * Sends one trial e-mail to the company's billing user (the owner) and logs it. Without
 * `force`, a type already sent to the company is not sent again. Errors are only logged.
 */
export async function sendTrialEmail(
  deps: TrialEmailDeps,
  input: { companyId: string; type: TrialEmailType; force?: boolean },
): Promise<'sent' | 'skipped' | 'failed'> {
  const { inCompany, log } = deps;
  try {
    const target = await inCompany(input.companyId, async (db) => {
      const [found] = await db
        .select({ company: companies, email: users.email })
        .from(companies)
        .innerJoin(
          profiles,
          and(
            eq(profiles.company_id, companies.id),
            eq(profiles.is_billing_contact, true),
            eq(profiles.active, true),
          ),
        )
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(companies.id, input.companyId))
        .limit(1);
      if (!found || input.force) return found;
      const [sent] = await db
        .select({ id: trialEmailLogs.id })
        .from(trialEmailLogs)
        .where(
          and(
            eq(trialEmailLogs.company_id, input.companyId),
            eq(trialEmailLogs.email_type, input.type),
          ),
        )
        .limit(1);
      return sent ? undefined : found;
    });
    if (!target) return 'skipped';
    const url = `${deps.appUrl}/perfil#assinatura`;
    const companyName = target.company.company_name;
    const endDate = formatDay(trialEndDate(target.company)?.toISOString());
    await deps.mailer.send(trialEmail(target.email, input.type, { companyName, endDate, url }));
    // The e-mail goes out before (the outbox is the system's: never inside a company's scope).
    await inCompany(input.companyId, (db) =>
      db.insert(trialEmailLogs).values({
        company_id: input.companyId,
        email_type: input.type,
        sent_to: target.email,
      }),
    );
    return 'sent';
  } catch (error) {
    log.error({ err: error, ...input }, 'trial e-mail failed');
    return 'failed';
  }
}

/**
 * The daily job: every company in trial gets its 'reminder' two days before the end and its
 * 'trial_expired' once it is over, each once. Candidates are narrowed in SQL to the trials
 * ending around today; the rule itself is `trialEmailDue`.
 */
export async function runTrialEmails(
  deps: TrialEmailDeps,
  now: Date,
  pauseMs = TRIAL_EMAIL_PAUSE_MS,
) {
  const from = new Date(now.getTime() - (TRIAL_EXPIRED_WINDOW_DAYS + 2) * DAY);
  const to = new Date(now.getTime() + (TRIAL_REMINDER_DAYS_BEFORE + 2) * DAY);
  const candidates = await deps.db
    .select()
    .from(companies)
    .where(
      and(
        ne(companies.subscription_status, 'active'),
        or(
          and(gte(companies.trial_ends_at, from), lte(companies.trial_ends_at, to)),
          and(
            isNull(companies.trial_ends_at),
            gte(companies.created_at, new Date(from.getTime() - 60 * DAY)),
          ),
        ),
      ),
    );
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (const company of candidates) {
    const type = trialEmailDue(company, now);
    if (!type) continue;
    const outcome = await sendTrialEmail(deps, { companyId: company.id, type });
    counts[outcome] += 1;
    if (outcome === 'sent' && pauseMs > 0) await sleep(pauseMs);
  }
  return counts;
}
