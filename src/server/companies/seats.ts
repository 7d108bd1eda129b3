import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells billing that a company's member count changed (spec part 1 §4: after an invite is
 * accepted). Until the billing area exists this only logs; a failure must never undo the change.
 */
export async function notifySeatChange(log: FastifyBaseLogger, companyId: string): Promise<void> {
  try {
    log.info({ companyId }, 'seat count changed (billing not connected yet)');
  } catch (error) {
    log.error({ err: error, companyId }, 'seat update failed');
  }
}
