import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payrollItemInput,
  payrollRunInput,
  payrollRunListQuery,
  payrollSettingsInput,
} from '../../domain/hr/contracts.ts';
import {
  payrollItem,
  type PayrollItem,
  payrollRunDetail,
  payrollRunRows,
  payrollRunView,
  type PayrollRunView,
  payrollSettingsVersion,
  payrollSettingsVersions,
} from '../../domain/hr/response-contracts.ts';
import { noBody, noContent } from '../../domain/wire.ts';
import type { Db } from '../db/database.ts';
import { payrollItems, payrollRuns, payrollSettings } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { JsonText } from '../http/serializer.ts';
import type { Actor } from '../tenancy/actor.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { HR_ACCESS, HR_TAGS as tags } from './access.ts';
import { closeRun, reopenRun } from './run-close.ts';
import { findRun, itemText, listRuns, runDetailText } from './run-detail.ts';
import { createRun, deleteRun, recalculateRun, updateItem } from './runs.ts';
import { deleteSettings, findSettings, listSettings, saveSettings } from './settings.ts';

const RUN_NOT_FOUND = 'Folha não encontrada.';

/** The payroll tables' versions and the payroll runs: creating, typing, closing, reopening. */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts, ownerActs } = HR_ACCESS;
  /** A route's options on the run named by `:id` (another company's answers 404). */
  const onRun = <S extends object>(access: typeof reads.access, schema: S) =>
    onOwnedRow(access, payrollRuns.id, RUN_NOT_FOUND, { tags, ...schema });

  app.get(
    '/api/hr/tabelas',
    routeOptions(reads.access, { tags, response: { 200: payrollSettingsVersions } }),
    async (request) => request.tenant((db, actor) => listSettings(db, actor)),
  );
  app.post(
    '/api/hr/tabelas',
    routeOptions(acts.access, {
      tags,
      body: payrollSettingsInput,
      response: { 201: payrollSettingsVersion },
    }),
    async (request, reply) =>
      replyCreated(request, reply, async (db, actor) =>
        findSettings(db, await saveSettings(db, actor, request.body)),
      ),
  );
  app.delete(
    '/api/hr/tabelas/:id',
    onOwnedRow(acts.access, payrollSettings.id, 'Tabelas não encontradas.', {
      tags,
      response: { 204: noContent },
    }),
    async (request, reply) =>
      replyNoContent(request, reply, (db) => deleteSettings(db, request.params.id)),
  );

  app.get(
    '/api/hr/folhas',
    routeOptions(reads.access, {
      tags,
      querystring: payrollRunListQuery,
      response: { 200: payrollRunRows },
    }),
    async (request) => request.tenant((db) => listRuns(db, request.query.ano)),
  );
  app.post(
    '/api/hr/folhas',
    routeOptions(acts.access, { tags, body: payrollRunInput, response: { 201: payrollRunDetail } }),
    async (request, reply) =>
      replyCreated(request, reply, async (db, actor) =>
        findRun(db, await createRun(db, actor, request.body)),
      ),
  );
  app.get(
    '/api/hr/folhas/:id',
    onRun(reads.access, { response: { 200: payrollRunView } }),
    async (request) =>
      new JsonText<PayrollRunView>(
        await request.tenant((db) => runDetailText(db, request.params.id)),
      ).asReply(),
  );
  app.delete(
    '/api/hr/folhas/:id',
    onRun(acts.access, { response: { 204: noContent } }),
    async (request, reply) =>
      replyNoContent(request, reply, (db) => deleteRun(db, request.params.id)),
  );
  /** A route's options on the run's item named by `:itemId` (another company's answers 404). */
  const onItem = <S extends object>(access: typeof reads.access, schema: S) => ({
    config: { access: { ...access, owns: { id: payrollRuns.id, itemId: payrollItems.id } } },
    schema: {
      tags,
      params: z.object({
        id: z.uuid(RUN_NOT_FOUND),
        itemId: z.uuid('Funcionário da folha não encontrado.'),
      }),
      ...schema,
    },
  });
  // An employee's holerite, read when the run's page opens its row (issue 43 item 5).
  app.get(
    '/api/hr/folhas/:id/itens/:itemId',
    onItem(reads.access, { response: { 200: payrollItem } }),
    async (request) => {
      const { id, itemId } = request.params;
      return new JsonText<PayrollItem>(
        await request.tenant((db) => itemText(db, id, itemId)),
      ).asReply();
    },
  );
  app.patch(
    '/api/hr/folhas/:id/itens/:itemId',
    onItem(acts.access, { body: payrollItemInput, response: { 200: payrollItem } }),
    async (request) => {
      const { id, itemId } = request.params;
      return new JsonText<PayrollItem>(
        await request.tenant(async (db) => {
          await updateItem(db, id, itemId, request.body);
          return itemText(db, id, itemId);
        }),
      ).asReply();
    },
  );

  /** An action on the run named by `:id` (no body), answering the run as it stands after. */
  const runAction = (
    action: string,
    access: typeof acts.access,
    act: (db: Db, actor: Actor, id: string) => Promise<void>,
  ) =>
    app.post(
      `/api/hr/folhas/:id/${action}`,
      onRun(access, { body: noBody, response: { 200: payrollRunDetail } }),
      async (request) =>
        request.tenant(async (db, actor) => {
          await act(db, actor, request.params.id);
          return findRun(db, request.params.id);
        }),
    );
  runAction('recalcular', acts.access, recalculateRun);
  runAction('fechar', acts.access, closeRun);
  // Reopening a closed month is the owner's alone (an admin gets 403), audited.
  runAction('reabrir', ownerActs.access, reopenRun);
};
