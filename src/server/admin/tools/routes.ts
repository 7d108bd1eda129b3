import type { FastifyPluginAsync } from 'fastify';

/** The admin's Ferramentas tab (spec part 2 §2, §7): demo account, orphan users, password reset, invite tester, weekly report. */
export const toolsAdminRoutes: FastifyPluginAsync = async () => {};
