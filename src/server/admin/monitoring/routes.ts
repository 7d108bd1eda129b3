import type { FastifyPluginAsync } from 'fastify';

/** The admin's Monitoramento tab (spec part 2 §2, §4, §9): health checks and the client error log. */
export const monitoringAdminRoutes: FastifyPluginAsync = async () => {};
