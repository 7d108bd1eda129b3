import type { FastifyRequest } from 'fastify';
import { billingDepsOf } from './deps.ts';
import { syncSeats } from './service.ts';

/**
 * Tells billing that a company's member count changed (spec part 1 §4: after an invite is
 * accepted). A failure is only logged — it never undoes the change — and the next status
 * check retries it.
 */
export async function notifySeatChange(request: FastifyRequest, companyId: string) {
  try {
    await syncSeats(billingDepsOf(request), companyId);
  } catch (error) {
    request.log.error({ err: error, companyId }, 'seat update failed');
  }
}
