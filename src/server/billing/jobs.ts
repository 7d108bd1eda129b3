import type { FastifyInstance } from 'fastify';
import { dailyAt, hourly, type Job } from '../jobs/scheduler.ts';
import { syncOwedSeats } from './service.ts';
import { runTrialEmails } from './trial-emails.ts';
import { systemDatabase } from '../db/system.ts';

/** Billing's scheduled work (issue 7): trial e-mails at 09:00 São Paulo, owed seats hourly. */
export function billingJobs(app: FastifyInstance): Job[] {
  const { db, inCompany } = systemDatabase(app);
  const log = app.log.child({ component: 'jobs' });
  return [
    {
      name: 'trial-emails',
      due: dailyAt(9),
      run: (now) =>
        runTrialEmails({ db, inCompany, mailer: app.mailer, appUrl: app.config.appUrl, log }, now),
    },
    {
      name: 'seat-sync',
      due: hourly,
      run: () =>
        syncOwedSeats({ db, inCompany, payments: app.payments, log, appUrl: app.config.appUrl }),
    },
  ];
}
