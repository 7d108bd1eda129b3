import type { FastifyInstance } from 'fastify';
import { createScheduler, type Job } from './scheduler.ts';
import { systemDb } from '../db/system.ts';

/**
 * The server's scheduler, running the jobs the areas hand it (the list is assembled where the
 * app is built); it knows no area itself.
 */
export function createJobs(app: FastifyInstance, jobs: Job[]) {
  return createScheduler({
    db: systemDb(app),
    clock: app.clock,
    log: app.log.child({ component: 'jobs' }),
    jobs,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ReturnType<typeof createJobs>;
  }
}
