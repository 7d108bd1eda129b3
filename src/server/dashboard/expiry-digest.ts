import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPIRY_DIGEST_DAYS,
  EXPIRY_DIGEST_SCHEDULE,
  expiryDigest,
} from '../../domain/dashboard/expiry-digest.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { queryRows, type Db } from '../db/database.ts';
import type { InCompany } from '../db/tenant.ts';
import { companies, fiscalSettings, profiles, users } from '../db/schema/index.ts';
import { weeklyAt, type Job } from '../jobs/scheduler.ts';
import type { Mailer } from '../mail/mailer.ts';
import { expiryDigestEmail } from '../mail/templates.ts';
import { loadStockAlerts } from '../stock/alerts.ts';
import { documentsQuery } from './service.ts';

/** `db` lists the companies; each company's rows are read in its own scope (`inCompany`). */
export type ExpiryDigestDeps = {
  db: Db;
  inCompany: InCompany;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** What one company's digest needs on `today`: its expiries and who receives it. */
async function companyDigest(db: Db, companyId: string, today: string) {
  const office = { companyId, role: 'owner' as const, userId: '' };
  const [documents, stock, [fiscal], recipients, [company]] = await Promise.all([
    queryRows<{ name: string; document: string; expires: string }>(
      db,
      documentsQuery(office, today, 1000),
    ),
    loadStockAlerts(db, companyId, today),
    db
      .select({ until: fiscalSettings.certificado_valido_ate })
      .from(fiscalSettings)
      .where(eq(fiscalSettings.company_id, companyId)),
    db
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .where(
        and(
          eq(profiles.company_id, companyId),
          eq(profiles.active, true),
          inArray(profiles.role_in_company, ['owner', 'admin']),
        ),
      )
      .orderBy(sql`${profiles.role_in_company} = 'admin'`, users.email),
    db.select({ name: companies.company_name }).from(companies).where(eq(companies.id, companyId)),
  ]);
  const certificateExpires = fiscal?.until ? todayInSaoPaulo(fiscal.until) : null;
  return {
    sections: expiryDigest({ documents, stock, certificateExpires }, today),
    recipients: recipients.map((r) => r.email),
    companyName: company?.name ?? '',
  };
}

/**
 * Every company's digest of `today` (the week's Monday), to its active owners and admins; a
 * company with nothing due gets nothing. A failed send is logged and the others go on.
 */
export async function sendExpiryDigests(deps: ExpiryDigestDeps, today: string) {
  const all = await deps.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
  const counts = { companies: 0, sent: 0, failed: 0 };
  for (const { id } of all) {
    const digest = await deps.inCompany(id, (db) => companyDigest(db, id, today));
    if (!digest.sections) continue;
    counts.companies += 1;
    for (const to of digest.recipients) {
      try {
        await deps.mailer.send(
          expiryDigestEmail(to, {
            companyName: digest.companyName,
            days: EXPIRY_DIGEST_DAYS,
            sections: digest.sections,
            url: `${deps.appUrl}/dashboard`,
          }),
        );
        counts.sent += 1;
      } catch (error) {
        counts.failed += 1;
        deps.log.error({ err: error, companyId: id }, 'expiry digest e-mail failed');
      }
    }
  }
  return counts;
}

/** Weekly on Mondays at 07:00 São Paulo, once per week across instances (decision 007). */
export function expiryDigestJobs(deps: ExpiryDigestDeps): Job[] {
  const { dayOfWeek, hour } = EXPIRY_DIGEST_SCHEDULE;
  return [
    {
      name: 'expiry-digest',
      due: weeklyAt(dayOfWeek, hour),
      // The week's Monday, even when an instance runs it late on Tuesday.
      run: (_now, monday) => sendExpiryDigests(deps, monday),
    },
  ];
}
