import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { aircraft, products } from '../db/schema/index.ts';
import { onOwnedRow } from '../http/access.ts';
import { STOCK_ACCESS, STOCK_TAGS as tags } from './access.ts';
import { fuelCostPerFlightHour, recordFuelExit } from './fuel.ts';
import {
  aircraftFuelList as listAircraftFuel,
  saveAircraftFuel,
  saveFuelSettings,
  saveProductSettings,
} from './settings.ts';

/** Fuel taken per flight (pilots on their own flights), its cost per hour, and stock settings. */
export const stockFuelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { office, officeActs, reads } = STOCK_ACCESS;
  app.post(
    '/api/stock/combustivel/saidas',
    {
      config: { access: { scope: 'company', acts: true } },
      schema: { tags, body: fuelExitInput, response: { 201: fuelExit } },
    },
    async (request, reply) => {
      const exit = await request.tenant((db, actor) => recordFuelExit(db, actor, request.body));
      return reply.status(201).send(exit);
    },
  );
  app.get(
    '/api/stock/combustivel/custo-hora',
    {
      config: office,
      schema: { tags, querystring: periodQuery, response: { 200: fuelCostPerHour } },
    },
    async (request) =>
      request.tenant(async (db) => ({ aeronaves: await fuelCostPerFlightHour(db, request.query) })),
  );
  app.put(
    '/api/stock/combustivel/configuracao',
    {
      config: officeActs,
      schema: { tags, body: fuelSettingsInput, response: { 200: fuelSettings } },
    },
    async (request) =>
      request.tenant((db, actor) => saveFuelSettings(db, actor.companyId, request.body)),
  );
  app.put(
    '/api/stock/produtos/:id/configuracao',
    onOwnedRow(officeActs.access, products.id, 'Produto não encontrado.', {
      tags,
      body: productSettingsInput,
      response: { 200: productSettings },
    }),
    async (request) =>
      request.tenant((db, actor) =>
        saveProductSettings(db, actor.companyId, request.params.id, request.body),
      ),
  );
  app.get(
    '/api/stock/aeronaves/combustivel',
    { config: reads, schema: { tags, response: { 200: aircraftFuelList } } },
    async (request) => request.tenant((db) => listAircraftFuel(db)),
  );
  app.put(
    '/api/stock/aeronaves/:id/combustivel',
    onOwnedRow(officeActs.access, aircraft.id, 'Aeronave não encontrada.', {
      tags,
      body: aircraftFuelInput,
      response: { 200: aircraftFuel },
    }),
    async (request) =>
      request.tenant((db, actor) =>
        saveAircraftFuel(db, actor.companyId, request.params.id, request.body),
      ),
  );
};
