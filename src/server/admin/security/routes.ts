import type { FastifyPluginAsync } from 'fastify';

/** The admin's security dashboard (spec part 2 §2, §7): admin actions, password change attempts, audit logs, alerts, suspicious activity. */
export const securityAdminRoutes: FastifyPluginAsync = async () => {};
