import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cancelInput,
  invoiceInput,
  paymentInput,
  resplitInput,
  titleInput,
  titlesQuery,
  titleUpdate,
} from '../../domain/accounting/contracts.ts';
import { financeTitle, installmentPage } from '../../domain/accounting/response-contracts.ts';
import { FUTURE_PAYMENT } from '../../domain/accounting/settlement.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Db } from '../db/database.ts';
import { financeInstallments, financePayments, financeTitles } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { replyCreated } from '../tenancy/replies.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { createInvoice } from './invoices.ts';
import { recordPayment, reversePayment } from './payments.ts';
import { createManualTitle, resplitTitle, updateTitle } from './title-edits.ts';
import { findTitle } from './title-detail.ts';
import { cancelTitle } from './title-service.ts';
import { installmentPage as loadPage } from './titles.ts';

const TITLE_NOT_FOUND = 'Conta não encontrada.';

/** Receivables and payables: the list, a title, typing, changing, splitting, cancelling, paying. */
export const accountingTitleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  const today = () => todayInSaoPaulo(app.clock.now());
  /** A write, then the title it touched as it stands after (the answer). */
  const written =
    (write: (db: Db, actor: Actor) => Promise<string>) => async (db: Db, actor: Actor) =>
      findTitle(db, today(), await write(db, actor));
  const onTitle = <S extends object>(schema: S) =>
    onOwnedRow(acts.access, financeTitles.id, TITLE_NOT_FOUND, { tags, ...schema });
  /** A new title from the `body` (201), answered as it stands after. */
  const titleCreation = <B extends z.ZodType>(
    url: string,
    body: B,
    create: (db: Db, actor: Actor, input: z.output<B>) => Promise<string>,
  ) =>
    app.post(
      url,
      // Taken as a plain `z.ZodType`: the provider cannot resolve a generic schema.
      routeOptions(acts.access, { tags, body: body as z.ZodType, response: { 201: financeTitle } }),
      async (request, reply) =>
        replyCreated(
          request,
          reply,
          written((db, actor) => create(db, actor, request.body as z.output<B>)),
        ),
    );
  /** A change to the title named by `:id`, with its `body`, answering the title as it stands after. */
  const titleChange = <B extends z.ZodType>(
    method: 'PATCH' | 'POST',
    url: string,
    body: B,
    change: (db: Db, actor: Actor, id: string, input: z.output<B>) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      ...onTitle({ body, response: { 200: financeTitle } }),
      handler: async (request) =>
        request.tenant(
          written(async (db, actor) => {
            // The body has passed `body`: the provider cannot resolve that for a generic schema.
            await change(db, actor, request.params.id, request.body as z.output<B>);
            return request.params.id;
          }),
        ),
    });

  app.get(
    '/api/accounting/titulos',
    routeOptions(reads.access, {
      tags,
      querystring: titlesQuery,
      response: { 200: installmentPage },
    }),
    async (request) => request.tenant((db) => loadPage(db, today(), request.query)),
  );
  app.get(
    '/api/accounting/titulos/:id',
    onOwnedRow(reads.access, financeTitles.id, TITLE_NOT_FOUND, {
      tags,
      response: { 200: financeTitle },
    }),
    async (request) => request.tenant((db) => findTitle(db, today(), request.params.id)),
  );
  titleCreation('/api/accounting/titulos', titleInput, createManualTitle);
  titleChange('PATCH', '/api/accounting/titulos/:id', titleUpdate, (db, _actor, id, changes) =>
    updateTitle(db, id, changes),
  );
  titleChange('POST', '/api/accounting/titulos/:id/cancelar', cancelInput, (db, actor, id, body) =>
    cancelTitle(db, actor, id, body.motivo),
  );
  titleChange(
    'POST',
    '/api/accounting/titulos/:id/parcelar',
    resplitInput,
    (db, _actor, id, plan) => resplitTitle(db, id, plan),
  );
  titleCreation('/api/accounting/faturas', invoiceInput, createInvoice);
  app.post(
    '/api/accounting/parcelas/:id/pagamentos',
    onOwnedRow(acts.access, financeInstallments.id, 'Parcela não encontrada.', {
      tags,
      body: paymentInput,
      response: { 201: financeTitle },
    }),
    async (request, reply) =>
      replyCreated(
        request,
        reply,
        written((db, actor) => {
          if (request.body.data > todayInSaoPaulo(actor.now))
            throw new AppError('VALIDATION_FAILED', { data: FUTURE_PAYMENT });
          return recordPayment(db, actor, request.params.id, request.body);
        }),
      ),
  );
  app.delete(
    '/api/accounting/pagamentos/:id',
    onOwnedRow(acts.access, financePayments.id, 'Pagamento não encontrado.', {
      tags,
      response: { 200: financeTitle },
    }),
    async (request) => request.tenant(written((db) => reversePayment(db, request.params.id))),
  );
};
