import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceSent,
  invoiceShare,
  pixKeyInput,
  receivingPix,
} from '../../domain/accounting/invoice-contracts.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { fileResponse, noBody } from '../../domain/wire.ts';
import type { Db } from '../db/database.ts';
import { bankAccounts, financeTitles } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { invoiceEmail } from '../mail/templates.ts';
import { AppError } from '../platform/app-error.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import type { Actor } from '../tenancy/actor.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { invoiceData, invoiceShareOf, type InvoiceData } from './invoice-data.ts';
import { invoicePdf, receiptPdf } from './invoice-pdf.ts';
import { clearReceivingPix, receivingPix as readPix, setReceivingPix } from './receiving-pix.ts';

const TITLE_NOT_FOUND = 'Conta não encontrada.';
/** A recibo of one installment (`?parcela=<id>`), or of all the title's payments. */
const receiptQuery = z.strictObject({ parcela: z.uuid('Parcela não encontrada.').optional() });
const NO_EMAIL = 'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.';

/** A file name's part from the title: its document ('2026/0042' → '2026-0042') or its id's start. */
const fileId = (data: InvoiceData) =>
  (data.title.documento ?? data.title.id.slice(0, 8)).replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * The fatura and the recibo of a receivable (issue 37 item 6): the PDFs, the share (WhatsApp
 * message, e-mail), sending it by e-mail; and the company's receiving PIX key they print.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  const today = () => todayInSaoPaulo(app.clock.now());
  const data = (db: Db, actor: Actor, id: string) => invoiceData(db, actor.company, today(), id);
  const onTitle = <S extends object>(access: typeof reads.access, schema: S) =>
    onOwnedRow(access, financeTitles.id, TITLE_NOT_FOUND, { tags, ...schema });
  /** The title's documents' data and the company's logo, read in the company's scope. */
  const loaded = (request: FastifyRequest, id: string) =>
    request.tenant(async (db, actor) => ({
      found: await data(db, actor, id),
      logo: await logoBytes(db, afterRequest(request), actor.companyId),
    }));
  const pdfAnswer = (what: string) => ({ 200: fileResponse('application/pdf', what) });

  app.get(
    '/api/accounting/pix',
    routeOptions(reads.access, { tags, response: { 200: receivingPix } }),
    async (request) => request.tenant(async (db) => ({ pix: await readPix(db) })),
  );
  app.put(
    '/api/accounting/contas/:id/pix',
    onOwnedRow(acts.access, bankAccounts.id, 'Conta bancária não encontrada.', {
      tags,
      body: pixKeyInput,
      response: { 200: receivingPix },
    }),
    async (request) =>
      request.tenant(async (db) => {
        await setReceivingPix(db, request.params.id, request.body);
        return { pix: await readPix(db) };
      }),
  );
  app.delete(
    '/api/accounting/pix',
    routeOptions(acts.access, { tags, response: { 200: receivingPix } }),
    async (request) =>
      request.tenant(async (db) => {
        await clearReceivingPix(db);
        return { pix: null };
      }),
  );

  app.get(
    '/api/accounting/titulos/:id/fatura',
    onTitle(reads.access, { response: { 200: invoiceShare } }),
    async (request) =>
      request.tenant(async (db, actor) =>
        invoiceShareOf(await data(db, actor, request.params.id), actor.company.company_name),
      ),
  );
  app.get(
    '/api/accounting/titulos/:id/fatura.pdf',
    onTitle(reads.access, { response: pdfAnswer('The receivable’s fatura as a PDF.') }),
    async (request, reply) => {
      const { found, logo } = await loaded(request, request.params.id);
      const body = await invoicePdf(request.actor!.company, found, today(), { logo });
      return sendDownload(reply, { type: PDF, name: `fatura-${fileId(found)}.pdf`, body });
    },
  );
  app.get(
    '/api/accounting/titulos/:id/recibo.pdf',
    onTitle(reads.access, {
      querystring: receiptQuery,
      response: pdfAnswer('The receipt of what was paid (of one installment, or all), as a PDF.'),
    }),
    async (request, reply) => {
      const { found, logo } = await loaded(request, request.params.id);
      const { parcela } = request.query;
      const body = await receiptPdf(request.actor!.company, found, { logo, parcela });
      return sendDownload(reply, { type: PDF, name: `recibo-${fileId(found)}.pdf`, body });
    },
  );
  app.post(
    '/api/accounting/titulos/:id/fatura/enviar',
    onTitle(acts.access, { body: noBody, response: { 200: invoiceSent } }),
    async (request) => {
      const company = request.actor!.company;
      const { found, logo } = await loaded(request, request.params.id);
      const share = invoiceShareOf(found, company.company_name);
      if (!share.cliente_email)
        throw new AppError('VALIDATION_FAILED', { cliente_email: NO_EMAIL }, NO_EMAIL);
      const fileName = `fatura-${fileId(found)}.pdf`;
      await app.mailer.send(
        invoiceEmail(share.cliente_email, {
          companyName: company.company_name,
          replyTo: company.contact_email,
          descricao: found.title.descricao,
          fileName,
          message: share.mensagem,
          pdf: await invoicePdf(company, found, today(), { logo }),
        }),
      );
      return { enviado_para: share.cliente_email };
    },
  );
};
