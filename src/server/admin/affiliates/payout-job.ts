import type { FastifyInstance } from 'fastify';
import { previousMonth } from '../../../domain/affiliates/payouts.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { generatePayouts } from './payouts.ts';
import { systemDb } from '../../db/system.ts';

/**
 * Due from the 1st of each month (São Paulo): the month before's key, so a late start that month
 * still runs it, once. Generating is idempotent, so the admin's button may have run it already.
 */
export const monthlyPayoutsDue = (now: Date) => previousMonth(todayInSaoPaulo(now)).slice(0, 7);

/** The month before's payouts, generated on the 1st (audited without an administrator). */
export function affiliatePayoutJobs(app: FastifyInstance): Job[] {
  return [
    {
      name: 'affiliate-payouts',
      due: monthlyPayoutsDue,
      run: async (_now, month) =>
        (await generatePayouts(systemDb(app), null, `${month}-01`)).criados,
    },
  ];
}
