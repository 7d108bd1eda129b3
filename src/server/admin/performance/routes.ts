import type { FastifyPluginAsync } from 'fastify';

/** The admin's Performance tab (spec part 2 §2, §9): the stored web vitals and the server's own metrics. */
export const performanceAdminRoutes: FastifyPluginAsync = async () => {};
