import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './database.ts';

// The system connection (decision 012): the tables' owner, to which row-level security does not
// apply. This module is the one door to it; lint (scripts/eslint-system-connection.mjs) lets
// only the files listed in eslint.config.js import it, checked on the resolved import path,
// and no other file may read the app's `database` decoration. Company work goes through
// `request.tenant(work)` or `database.inCompany(companyId, work)` instead.

/** The app's database: the system's handle, `inCompany`, its kind. */
export const systemDatabase = (app: FastifyInstance): Database => app.database;

/** The system's Drizzle handle, for work across companies or on no company's data. */
export const systemDb = (app: FastifyInstance): Db => app.database.db;
