import type { FastifyInstance } from 'fastify';
import { syncOwedSeats } from '../billing/service.ts';
import { runTrialEmails } from '../billing/trial-emails.ts';
import { createScheduler, dailyAt, hourly } from './scheduler.ts';

/** The server's scheduled jobs (issue 7): trial e-mails at 09:00 São Paulo, owed seats hourly. */
export function createJobs(app: FastifyInstance) {
  const { db } = app.database;
  const log = app.log.child({ component: 'jobs' });
  return createScheduler({
    db,
    clock: app.clock,
    log,
    jobs: [
      {
        name: 'trial-emails',
        due: dailyAt(9),
        run: (now) =>
          runTrialEmails({ db, mailer: app.mailer, appUrl: app.config.appUrl, log }, now),
      },
      {
        name: 'seat-sync',
        due: hourly,
        run: () => syncOwedSeats({ db, payments: app.payments, log, appUrl: app.config.appUrl }),
      },
    ],
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ReturnType<typeof createJobs>;
  }
}
