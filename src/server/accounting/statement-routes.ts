import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lineTitleInput,
  reconcileInput,
  statementImportsQuery,
  statementLinesQuery,
} from '../../domain/accounting/contracts.ts';
import {
  statementImport,
  statementImportList,
  statementImportUndone,
  statementLine,
  statementLinePage,
} from '../../domain/accounting/response-contracts.ts';
import { noBody } from '../../domain/wire.ts';
import { bankStatementImports, bankStatementLines } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { AppError } from '../platform/app-error.ts';
import { uploadedFile } from '../http/upload.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { ignoreLine, reconcileLine, titleFromLine } from './reconcile.ts';
import { readStatementFile, STATEMENT_MAX_BYTES } from './statement-files.ts';
import {
  importStatement,
  recentImports,
  undoImport,
  statementLinePage as linePage,
} from './statements.ts';

/** The statement upload: the account's field first, then the file (FormData in that order). */
const statementUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['bank_account_id', 'arquivo'],
  properties: {
    bank_account_id: { type: 'string', format: 'uuid' },
    confirmar_conta: {
      type: 'string',
      enum: ['sim'],
      description: 'Import a statement of another bank account (BANKID/ACCTID) all the same.',
    },
    arquivo: { type: 'string', format: 'binary', description: 'OFX or CSV, at most 2 MB.' },
  },
});

const refuse = (field: string, problem: string) =>
  new AppError('VALIDATION_FAILED', { [field]: problem });

/** The uploaded statement's account, name and bytes (at most 2 MB, read to the end). */
async function statementUploadOf(file: MultipartFile | undefined) {
  if (!file) throw refuse('arquivo', 'Escolha o arquivo do extrato.');
  const field = file.fields.bank_account_id as { value?: unknown } | undefined;
  const account = z.uuid().safeParse(field?.value);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= STATEMENT_MAX_BYTES) chunks.push(chunk);
  }
  if (!account.success) throw refuse('bank_account_id', 'Escolha a conta do extrato.');
  if (size > STATEMENT_MAX_BYTES || file.file.truncated)
    throw refuse('arquivo', 'Arquivo maior que 2 MB: exporte um período menor.');
  // 'sim' when the office confirmed a statement of another account (the 409 before).
  const confirm = file.fields.confirmar_conta as { value?: unknown } | undefined;
  return {
    bankAccountId: account.data,
    fileName: file.filename,
    bytes: Buffer.concat(chunks),
    confirmed: confirm?.value === 'sim',
  };
}

/**
 * Bank statements (DESIGN §5 'Contabilidade'): import an OFX or CSV into an account, list its
 * lines with their suggested matches, confirm a match (the installment is paid) or set a
 * line aside. The office only; writing needs the subscription.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  app.post(
    '/api/accounting/extratos',
    routeOptions(acts.access, {
      tags,
      consumes: ['multipart/form-data'],
      body: statementUpload,
      response: { 201: statementImport },
    }),
    async (request, reply) => {
      // The bytes arrive before any transaction opens: a slow upload holds no connection.
      const upload = await statementUploadOf(await uploadedFile(request));
      const file = readStatementFile(upload.bytes);
      const done = await request.tenant((db, actor) =>
        importStatement(db, actor, { ...upload, file }),
      );
      return reply.status(201).send(done);
    },
  );
  app.get(
    '/api/accounting/extratos',
    routeOptions(reads.access, {
      tags,
      querystring: statementImportsQuery,
      response: { 200: statementImportList },
    }),
    async (request) => request.tenant((db) => recentImports(db, request.query.bank_account_id)),
  );
  app.get(
    '/api/accounting/extratos/linhas',
    routeOptions(reads.access, {
      tags,
      querystring: statementLinesQuery,
      response: { 200: statementLinePage },
    }),
    async (request) => request.tenant((db) => linePage(db, request.query)),
  );
  /** A route on one of the company's statement lines, answering the line as it is after. */
  const onLine = <B extends z.ZodType>(body: B) =>
    onOwnedRow(acts.access, bankStatementLines.id, 'Linha do extrato não encontrada.', {
      tags,
      body,
      response: { 200: statementLine },
    });
  app.post('/api/accounting/extratos/linhas/:id/conciliar', onLine(reconcileInput), (request) =>
    request.tenant((db, actor) => reconcileLine(db, actor, request.params.id, request.body)),
  );
  app.post('/api/accounting/extratos/linhas/:id/ignorar', onLine(noBody), (request) =>
    request.tenant((db) => ignoreLine(db, request.params.id)),
  );
  app.post('/api/accounting/extratos/linhas/:id/titulo', onLine(lineTitleInput), (request) =>
    request.tenant((db, actor) => titleFromLine(db, actor, request.params.id, request.body)),
  );
  app.delete(
    '/api/accounting/extratos/:id',
    onOwnedRow(acts.access, bankStatementImports.id, 'Importação não encontrada.', {
      tags,
      response: { 200: statementImportUndone },
    }),
    (request) => request.tenant((db) => undoImport(db, request.params.id)),
  );
};
