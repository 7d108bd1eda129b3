import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { f } from '../../domain/agreement.ts';
import {
  closeDayInput,
  fleetList,
  fleetListQuery,
  logbookEntryInput,
  logbookQuery,
  logbookResponse,
  maintenanceItemInput,
  maintenanceRecordInput,
  maintenanceResponse,
  overrideInput,
} from '../../domain/fleet/contracts.ts';
import { requiredDate } from '../../domain/registers/fields.ts';
import { fileResponse, noContent } from '../../domain/wire.ts';
import { aircraft, logbookEntries } from '../db/schema/index.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { OFFICE, onOwnedRow, routeOptions, type RouteAccess } from '../http/access.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../tenancy/actor.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { fleetPage } from './fleet-list.ts';
import { addEntry, readLogbook, removeEntry, signDay, updateEntry } from './logbook.ts';
import { logbookPdf } from './logbook-pdf.ts';
import {
  addMaintenanceItem,
  addOverride,
  aircraftMaintenance,
  recordMaintenance,
} from './maintenance.ts';

const tags = ['Frota'];
/** Everyone reads the fleet (a pilot, the days they flew and no money); pilots write their flights. */
const reads = { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess;
const writes = { scope: 'company', acts: true } satisfies RouteAccess;
/** Maintenance and releases are the office's. */
const officeActs = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;
const NO_AIRCRAFT = 'Aeronave não encontrada.';
const created = z.strictObject({ id: z.uuid() });

/** `/api/frota` (issue 40 items 3-4): the logbook and the maintenance due of each aircraft. */
export const fleetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/frota',
    routeOptions(reads, { tags, querystring: fleetListQuery, response: { 200: fleetList } }),
    async (request) => request.tenant((db, actor) => fleetPage(db, actor, request.query.pagina)),
  );
  app.get(
    '/api/frota/aeronaves/:id/diario',
    onOwnedRow(reads, aircraft.id, NO_AIRCRAFT, {
      tags,
      querystring: logbookQuery,
      response: { 200: logbookResponse },
    }),
    async (request) =>
      request.tenant((db, actor) => readLogbook(db, actor, request.params.id, request.query)),
  );
  app.get(
    '/api/frota/aeronaves/:id/diario/pdf',
    onOwnedRow(reads, aircraft.id, NO_AIRCRAFT, {
      tags,
      querystring: logbookQuery,
      response: { 200: fileResponse(PDF, "The aircraft's logbook over the period as a PDF.") },
    }),
    async (request, reply) => {
      const { de, ate } = request.query;
      const { company, logbook } = await request.tenant(async (db, actor) => ({
        company: actor.company,
        logbook: await readLogbook(db, actor, request.params.id, request.query),
      }));
      const body = await logbookPdf(company, logbook, { de, ate });
      const name = `diario-de-bordo-${logbook.aeronave.prefixo}-${de}-a-${ate}.pdf`;
      return sendDownload(reply, { type: PDF, name, body });
    },
  );
  app.post(
    '/api/frota/aeronaves/:id/diario/:data/fechar',
    {
      config: { access: { ...writes, owns: { id: aircraft.id } } },
      schema: {
        tags,
        params: z.object({ id: z.uuid(NO_AIRCRAFT), data: requiredDate(f('Data')) }),
        body: closeDayInput,
        response: { 200: z.strictObject({ data: z.string(), sha256: z.string() }) },
      },
    },
    async (request) =>
      request.tenant((db, actor) => signDay(db, actor, request.params.id, request.params.data)),
  );
  app.post(
    '/api/frota/aeronaves/:id/diario/lancamentos',
    onOwnedRow(writes, aircraft.id, NO_AIRCRAFT, {
      tags,
      body: logbookEntryInput,
      response: { 201: created },
    }),
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) =>
        addEntry(db, actor, request.params.id, request.body),
      ),
  );
  app.put(
    '/api/frota/diario/lancamentos/:id',
    onOwnedRow(writes, logbookEntries.id, 'Lançamento não encontrado.', {
      tags,
      body: logbookEntryInput,
      response: { 200: created },
    }),
    async (request) =>
      request.tenant((db, actor) => updateEntry(db, actor, request.params.id, request.body)),
  );
  app.delete(
    '/api/frota/diario/lancamentos/:id',
    onOwnedRow(writes, logbookEntries.id, 'Lançamento não encontrado.', {
      tags,
      response: { 204: noContent },
    }),
    async (request, reply) =>
      replyNoContent(request, reply, (db, actor) => removeEntry(db, actor, request.params.id)),
  );
  app.get(
    '/api/frota/aeronaves/:id/manutencao',
    onOwnedRow(reads, aircraft.id, NO_AIRCRAFT, { tags, response: { 200: maintenanceResponse } }),
    async (request) =>
      request.tenant((db, actor) => aircraftMaintenance(db, actor, request.params.id)),
  );
  // What the office records on an aircraft: an item to follow, maintenance done, a release.
  const officeRecord = <B extends z.ZodType>(
    path: string,
    body: B,
    record: (db: Db, actor: Actor, id: string, input: z.output<B>) => Promise<{ id: string }>,
  ) =>
    app.post(
      `/api/frota/aeronaves/:id/${path}`,
      onOwnedRow(officeActs, aircraft.id, NO_AIRCRAFT, { tags, body, response: { 201: created } }),
      async (request, reply) =>
        replyCreated(request, reply, (db, actor) =>
          record(db, actor, request.params.id, request.body as z.output<B>),
        ),
    );
  officeRecord('manutencao/itens', maintenanceItemInput, addMaintenanceItem);
  officeRecord('manutencao/realizadas', maintenanceRecordInput, recordMaintenance);
  officeRecord('liberacoes', overrideInput, addOverride);
};
