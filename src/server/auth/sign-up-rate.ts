import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { securityAlerts, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signUpsPausedEmail } from '../mail/templates.ts';
import { countPlace } from '../http/hourly-places.ts';

type Deps = { db: Db; clock: Clock; mailer: Mailer; appUrl: string; log: FastifyBaseLogger };

/**
 * The platform's sign-up rate (decision 017), whatever the clients' addresses: at most
 * `perHour` sign-ups in an hour's window shared by every instance; beyond, 429 `SIGN_UPS_PAUSED`.
 * The first refusal of a window (one request across instances: the count is atomic) records a
 * security alert and e-mails the platform admins; the later ones of the window send nothing.
 */
export async function takeGlobalSignUpPlace(deps: Deps, perHour: number) {
  const limit = { kind: 'sign-up-platform', subject: 'todas', perHour };
  const place = await countPlace(deps.db, deps.clock, limit);
  if (place.taken) return;
  if (place.firstRefused) await alertAdmins(deps, perHour);
  throw new AppError('SIGN_UPS_PAUSED');
}

async function alertAdmins(deps: Deps, perHour: number) {
  await deps.db.insert(securityAlerts).values({
    alert_type: 'sign_up_rate',
    severity: 'high',
    title: 'Cadastros além do limite da plataforma',
    description: `Mais de ${perHour} cadastros em uma hora: os seguintes foram recusados até o fim dela.`,
  });
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  const url = `${deps.appUrl}/admin?aba=monitoramento&painel=seguranca`;
  for (const { email } of admins) {
    // A mail server down loses the e-mail, not the refusal: the alert above stays.
    await deps.mailer
      .send(signUpsPausedEmail(email, { limit: perHour, url }))
      .catch((error: unknown) => deps.log.error({ err: error }, 'sign-up rate alert not sent'));
  }
}
