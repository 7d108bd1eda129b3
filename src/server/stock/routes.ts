import type { FastifyPluginAsync } from 'fastify';
import { stockContainerRoutes } from './container-routes.ts';
import { stockEntryRoutes } from './entry-routes.ts';
import { stockFuelRoutes } from './fuel-routes.ts';
import { stockReadRoutes } from './read-routes.ts';

/** `/api/stock/…` (DESIGN §5 'Estoque'): every member reads; the office records; pilots fuel. */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  await app.register(stockReadRoutes);
  await app.register(stockEntryRoutes);
  await app.register(stockFuelRoutes);
  await app.register(stockContainerRoutes);
};
