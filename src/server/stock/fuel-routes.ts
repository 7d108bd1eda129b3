import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  aircraftFuelInput,
  fuelExitInput,
  fuelSettingsInput,
  periodQuery,
  productSettingsInput,
} from '../../domain/stock/contracts.ts';
import {
  aircraftFuel,
  aircraftFuelList,
  fuelCostPerHour,
  fuelExit,
  fuelSettings,
  productSettings,
} from '../../domain/stock/response-contracts.ts';
import type { Db } from '../db/database.ts';
import { aircraft, products } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { STOCK_ACCESS, STOCK_TAGS as tags } from './access.ts';
import { fuelCostPerFlightHour, recordFuelExit } from './fuel.ts';
import {
  aircraftFuelList as listAircraftFuel,
  saveAircraftFuel,
  saveFuelSettings,
  saveProductSettings,
} from './settings.ts';
import { replyOnce } from '../http/idempotency.ts';

/** Fuel taken per flight (pilots on their own flights), its cost per hour, and stock settings. */
export const stockFuelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { office, officeActs, reads } = STOCK_ACCESS;
  /** `PUT` of the stock settings of one of the company's rows, named by `:id`: the office's. */
  const putRowSettings = <Settings extends object, Saved>(
    path: string,
    row: { column: PgColumn; notFound: string },
    schemas: { body: ZodType<Settings>; answer: ZodType<unknown, Saved> },
    save: (db: Db, companyId: string, id: string, input: Settings) => Promise<Saved>,
  ) =>
    app.put(
      path,
      onOwnedRow(officeActs.access, row.column, row.notFound, {
        tags,
        body: schemas.body,
        response: { 200: schemas.answer },
      }),
      // The body schema has read it as Settings; fastify's type of a generic body stays open.
      async (request) =>
        request.tenant((db, actor) =>
          save(db, actor.companyId, request.params.id, request.body as Settings),
        ),
    );
  app.post(
    '/api/stock/combustivel/saidas',
    routeOptions(
      { scope: 'company', acts: true, pilotWithoutMoney: true },
      { tags, body: fuelExitInput, response: { 201: fuelExit } },
    ),
    // Fuel recorded in the field is sent again until answered: once per Idempotency-Key.
    async (request, reply) =>
      replyOnce(request, reply, async (db, actor) => ({
        status: 201,
        body: await recordFuelExit(db, actor, request.body),
      })),
  );
  app.get(
    '/api/stock/combustivel/custo-hora',
    routeOptions(office.access, {
      tags,
      querystring: periodQuery,
      response: { 200: fuelCostPerHour },
    }),
    async (request) =>
      request.tenant(async (db) => ({ aeronaves: await fuelCostPerFlightHour(db, request.query) })),
  );
  app.put(
    '/api/stock/combustivel/configuracao',
    routeOptions(officeActs.access, {
      tags,
      body: fuelSettingsInput,
      response: { 200: fuelSettings },
    }),
    async (request) =>
      request.tenant((db, actor) => saveFuelSettings(db, actor.companyId, request.body)),
  );
  putRowSettings(
    '/api/stock/produtos/:id/configuracao',
    { column: products.id, notFound: 'Produto não encontrado.' },
    { body: productSettingsInput, answer: productSettings },
    saveProductSettings,
  );
  app.get(
    '/api/stock/aeronaves/combustivel',
    routeOptions(reads.access, { tags, response: { 200: aircraftFuelList } }),
    async (request) => request.tenant((db) => listAircraftFuel(db)),
  );
  putRowSettings(
    '/api/stock/aeronaves/:id/combustivel',
    { column: aircraft.id, notFound: 'Aeronave não encontrada.' },
    { body: aircraftFuelInput, answer: aircraftFuel },
    saveAircraftFuel,
  );
};
