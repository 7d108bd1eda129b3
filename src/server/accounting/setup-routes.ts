import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { bankAccounts, financeCategories } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { createAccount, findAccount, listAccounts, updateAccount } from './accounts.ts';
import { createCategory, findCategory, listCategories, updateCategory } from './categories.ts';
import { accountingOptions as loadOptions } from './options.ts';

/** Categories, bank accounts and the pickers of the accounting forms. */
export const accountingSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  app.get(
    '/api/accounting/opcoes',
    routeOptions(reads.access, { tags, response: { 200: accountingOptions } }),
    async (request) => request.tenant((db) => loadOptions(db)),
  );
  app.get(
    '/api/accounting/categorias',
    routeOptions(reads.access, { tags, response: { 200: categoryList } }),
    async (request) => request.tenant((db) => listCategories(db)),
  );
  app.post(
    '/api/accounting/categorias',
    routeOptions(acts.access, { tags, body: categoryInput, response: { 201: financeCategory } }),
    async (request, reply) => {
      const category = await request.tenant(async (db, actor) =>
        findCategory(db, await createCategory(db, actor.companyId, request.body)),
      );
      return reply.status(201).send(category);
    },
  );
  app.patch(
    '/api/accounting/categorias/:id',
    onOwnedRow(acts.access, financeCategories.id, 'Categoria não encontrada.', {
      tags,
      body: categoryUpdate,
      response: { 200: financeCategory },
    }),
    async (request) =>
      request.tenant(async (db) => {
        await updateCategory(db, request.params.id, request.body);
        return findCategory(db, request.params.id);
      }),
  );
  app.get(
    '/api/accounting/contas',
    routeOptions(reads.access, { tags, response: { 200: bankAccountList } }),
    async (request) => request.tenant((db) => listAccounts(db)),
  );
  app.post(
    '/api/accounting/contas',
    routeOptions(acts.access, { tags, body: bankAccountInput, response: { 201: bankAccount } }),
    async (request, reply) => {
      const account = await request.tenant(async (db, actor) =>
        findAccount(db, await createAccount(db, actor.companyId, request.body)),
      );
      return reply.status(201).send(account);
    },
  );
  app.patch(
    '/api/accounting/contas/:id',
    onOwnedRow(acts.access, bankAccounts.id, 'Conta não encontrada.', {
      tags,
      body: bankAccountUpdate,
      response: { 200: bankAccount },
    }),
    async (request) =>
      request.tenant(async (db) => {
        await updateAccount(db, request.params.id, request.body);
        return findAccount(db, request.params.id);
      }),
  );
};
