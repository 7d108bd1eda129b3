import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder while this part of the HR area is written.
export const payrollRoutes: FastifyPluginAsyncZod = async () => {};
