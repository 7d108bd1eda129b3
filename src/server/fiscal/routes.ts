import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { nfseAnswer, nfseCancelInput, nfseSent } from '../../domain/fiscal/contracts.ts';
import { fileResponse, noBody } from '../../domain/wire.ts';
import { financeTitles, nfseDocuments } from '../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import { onOwnedRow } from '../http/access.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { nfseEmail } from '../mail/templates.ts';
import { AppError } from '../platform/app-error.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import { invoiceData } from '../accounting/invoice-data.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from '../accounting/access.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { cancelNfse } from './cancel.ts';
import { danfsePdf } from './danfse-pdf.ts';
import { issueNfse, nfseStateOf } from './issue.ts';

const TITLE_NOT_FOUND = 'Conta não encontrada.';
const NO_EMAIL = 'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.';

/** The receivable's issued (or cancelled) NFS-e, or 409. */
async function issuedRow(db: Db, titleId: string) {
  const [row] = await db
    .select()
    .from(nfseDocuments)
    .where(
      and(
        eq(nfseDocuments.title_id, titleId),
        inArray(nfseDocuments.status, ['emitida', 'cancelada']),
      ),
    )
    .orderBy(desc(nfseDocuments.created_at))
    .limit(1);
  if (!row?.nfse_xml) throw new AppError('NFSE_NOT_ISSUED');
  return row;
}

/**
 * The NFS-e of a receivable (issue 44 item 3): its state, issuing it (owner and admin; a retry
 * after a cut send resumes it), its DANFSe and XML, sending both to the client, cancelling it.
 */
export const nfseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = ACCOUNTING_ACCESS;
  const setup = { config: app.config.nfse, certificateKey: app.config.certificateKey };
  const onTitle = <S extends object>(access: typeof reads.access, schema: S) =>
    onOwnedRow(access, financeTitles.id, TITLE_NOT_FOUND, { tags, ...schema });
  /** The issued row and what its DANFSe prints of the company, in the company's scope. */
  const danfseOf = (request: FastifyRequest, id: string) =>
    request.tenant(async (db, actor) => {
      const row = await issuedRow(db, id);
      const logo = await logoBytes(db, afterRequest(request), actor.companyId);
      return { row, pdf: await danfsePdf({ ...actor.company, logo }, row) };
    });

  app.get(
    '/api/accounting/titulos/:id/nfse',
    onTitle(reads.access, { response: { 200: nfseAnswer } }),
    async (request) =>
      request.tenant(async (db) => ({ nfse: await nfseStateOf(db, request.params.id) })),
  );
  app.post(
    '/api/accounting/titulos/:id/nfse',
    onTitle(acts.access, { body: noBody, response: { 200: nfseAnswer } }),
    async (request) => ({
      nfse: await issueNfse((work) => request.tenant(work), setup, request.params.id),
    }),
  );
  app.post(
    '/api/accounting/titulos/:id/nfse/cancelar',
    onTitle(acts.access, { body: nfseCancelInput, response: { 200: nfseAnswer } }),
    async (request) => ({
      nfse: await cancelNfse(
        (work) => request.tenant(work),
        setup,
        request.params.id,
        request.body,
      ),
    }),
  );
  app.get(
    '/api/accounting/titulos/:id/nfse/danfse.pdf',
    onTitle(reads.access, { response: { 200: fileResponse(PDF, 'The NFS-e’s DANFSe (PDF).') } }),
    async (request, reply) => {
      const { row, pdf } = await danfseOf(request, request.params.id);
      return sendDownload(reply, { type: PDF, name: `danfse-${row.numero_nfse}.pdf`, body: pdf });
    },
  );
  app.get(
    '/api/accounting/titulos/:id/nfse/xml',
    onTitle(reads.access, {
      response: { 200: fileResponse('application/xml', 'The NFS-e as the API returned it.') },
    }),
    async (request, reply) => {
      const row = await request.tenant((db) => issuedRow(db, request.params.id));
      return sendDownload(reply, {
        type: 'application/xml',
        name: `nfse-${row.numero_nfse}.xml`,
        body: Buffer.from(row.nfse_xml!, 'utf8'),
      });
    },
  );
  app.post(
    '/api/accounting/titulos/:id/nfse/enviar',
    onTitle(acts.access, { body: noBody, response: { 200: nfseSent } }),
    async (request) => {
      const company = request.actor!.company;
      const { row, pdf } = await danfseOf(request, request.params.id);
      const email = await request.tenant(async (db, actor) => {
        const data = await invoiceData(
          db,
          actor.company,
          todayInSaoPaulo(actor.now),
          request.params.id,
        );
        return data.client?.email ?? null;
      });
      if (!email) throw new AppError('VALIDATION_FAILED', { cliente_email: NO_EMAIL }, NO_EMAIL);
      await app.mailer.send(
        nfseEmail(email, {
          companyName: company.company_name,
          replyTo: company.contact_email,
          numero: row.numero_nfse ?? String(row.numero_dps),
          chaveAcesso: row.chave_acesso ?? '',
          xml: row.nfse_xml!,
          pdf,
        }),
      );
      return { enviado_para: email };
    },
  );
};
