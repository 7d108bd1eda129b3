import type { FastifyPluginAsync } from 'fastify';

/** The admin's E-mails and Usuários tabs (spec part 2 §2): contact e-mails by group, the user hierarchy by company, pending invites. */
export const peopleAdminRoutes: FastifyPluginAsync = async () => {};
