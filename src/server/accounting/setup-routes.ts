import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  bankAccountInput,
  bankAccountUpdate,
  categoryInput,
  categoryUpdate,
} from '../../domain/accounting/contracts.ts';
import {
  accountingOptions,
  bankAccount,
  bankAccounts as bankAccountList,
  financeCategories as categoryList,
  financeCategory,
} from '../../domain/accounting/response-contracts.ts';
import { taxSettingAnswer, taxSettingInput } from '../../domain/accounting/tax-contracts.ts';
import type { Db } from '../db/database.ts';
import { bankAccounts, financeCategories } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { createAccount, findAccount, listAccounts, updateAccount } from './accounts.ts';
import { createCategory, findCategory, listCategories, updateCategory } from './categories.ts';
import { accountingOptions as loadOptions } from './options.ts';
import { loadTaxSetting, saveTaxSetting } from './tax-settings.ts';
import { replyCreated } from '../tenancy/replies.ts';

/** Categories, bank accounts and the pickers of the accounting forms. */
export const accountingSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  app.get(
    '/api/accounting/tributacao',
    routeOptions(reads.access, { tags, response: { 200: taxSettingAnswer } }),
    async (request) => request.tenant((db) => loadTaxSetting(db)),
  );
  app.put(
    '/api/accounting/tributacao',
    routeOptions(acts.access, { tags, body: taxSettingInput, response: { 200: taxSettingAnswer } }),
    async (request) =>
      request.tenant(async (db, actor) => {
        await saveTaxSetting(db, actor, request.body);
        return loadTaxSetting(db);
      }),
  );
  app.get(
    '/api/accounting/opcoes',
    routeOptions(reads.access, { tags, response: { 200: accountingOptions } }),
    async (request) => request.tenant((db) => loadOptions(db)),
  );
  /** A register of named rows: the list, adding one (201) and changing or archiving one. */
  const register = <I extends z.ZodType, U extends z.ZodType, R, L>(
    path: string,
    rows: {
      column: PgColumn;
      notFound: string;
      schemas: { input: I; update: U; one: z.ZodType; list: z.ZodType };
      list(db: Db): Promise<L>;
      find(db: Db, id: string): Promise<R>;
      create(db: Db, companyId: string, input: z.output<I>): Promise<string>;
      update(db: Db, id: string, changes: z.output<U>, now: Date): Promise<void>;
    },
  ) => {
    // Schemas taken as plain `z.ZodType`: the provider cannot resolve a generic one, so the
    // bodies are read as what `input` and `update` give.
    const { one, list } = rows.schemas;
    const input: z.ZodType = rows.schemas.input;
    const update: z.ZodType = rows.schemas.update;
    app.get(path, routeOptions(reads.access, { tags, response: { 200: list } }), async (request) =>
      request.tenant((db) => rows.list(db)),
    );
    app.post(
      path,
      routeOptions(acts.access, { tags, body: input, response: { 201: one } }),
      async (request, reply) =>
        replyCreated(request, reply, async (db, actor) =>
          rows.find(db, await rows.create(db, actor.companyId, request.body as z.output<I>)),
        ),
    );
    app.patch(
      `${path}/:id`,
      onOwnedRow(acts.access, rows.column, rows.notFound, {
        tags,
        body: update,
        response: { 200: one },
      }),
      async (request) =>
        request.tenant(async (db, actor) => {
          await rows.update(db, request.params.id, request.body as z.output<U>, actor.now);
          return rows.find(db, request.params.id);
        }),
    );
  };

  register('/api/accounting/categorias', {
    column: financeCategories.id,
    notFound: 'Categoria não encontrada.',
    schemas: {
      input: categoryInput,
      update: categoryUpdate,
      one: financeCategory,
      list: categoryList,
    },
    list: listCategories,
    find: findCategory,
    create: createCategory,
    update: updateCategory,
  });
  register('/api/accounting/contas', {
    column: bankAccounts.id,
    notFound: 'Conta não encontrada.',
    schemas: {
      input: bankAccountInput,
      update: bankAccountUpdate,
      one: bankAccount,
      list: bankAccountList,
    },
    list: listAccounts,
    find: findAccount,
    create: createAccount,
    update: updateAccount,
  });
};
