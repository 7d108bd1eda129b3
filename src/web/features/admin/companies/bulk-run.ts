import type { TrialEmailResult } from '../../../../domain/admin/contracts.ts';

/** Spec part 2 §7 'send-trial-email': 500 ms between the sends of a batch. */
const BULK_PAUSE_MS = 500;

export type BulkCounts = Record<TrialEmailResult, number>;

/**
 * Sends to each id in turn, `pauseMs` apart, until done or `cancelled()`; a send that throws
 * counts as failed and is only logged (spec §7). Reports the count done after each send.
 */
export async function sendEach(
  ids: string[],
  send: (id: string) => Promise<TrialEmailResult>,
  options: { pauseMs?: number; cancelled: () => boolean; onProgress: (done: number) => void },
): Promise<BulkCounts> {
  const counts: BulkCounts = { sent: 0, skipped: 0, failed: 0 };
  const pauseMs = options.pauseMs ?? BULK_PAUSE_MS;
  for (const [index, id] of ids.entries()) {
    if (options.cancelled()) break;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    if (options.cancelled()) break;
    try {
      counts[await send(id)] += 1;
    } catch (error) {
      counts.failed += 1;
      console.warn('Envio em massa: falhou para a empresa', id, error);
    }
    options.onProgress(index + 1);
  }
  return counts;
}
