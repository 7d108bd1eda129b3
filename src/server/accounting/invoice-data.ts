import { asc, eq, inArray } from 'drizzle-orm';
import { invoiceMessage, type InvoiceShare } from '../../domain/accounting/invoice-contracts.ts';
import type { FinanceTitle } from '../../domain/accounting/response-contracts.ts';
import { pixCode, pixKeyForCode } from '../../domain/br/pix-code.ts';
import type { PixKeyKind } from '../../domain/br/pix.ts';
import { whatsappLink } from '../../domain/whatsapp.ts';
import type { Db } from '../db/database.ts';
import {
  clients,
  operationProducts,
  operations,
  products,
  properties,
} from '../db/schema/index.ts';
import type { Company } from '../identity/session-reader.ts';
import { AppError } from '../platform/app-error.ts';
import { receivingPix } from './receiving-pix.ts';
import { findTitle } from './title-detail.ts';

/** An operation a fatura bills, as the document lists it. */
export type BilledOperation = {
  numero: string;
  data: string;
  propriedade: string;
  area_ha: number | null;
  produtos: string[];
  valor_cents: number;
};

/** Everything a fatura or a recibo prints of a receivable. */
export type InvoiceData = {
  title: FinanceTitle;
  client: {
    nome: string;
    documento: string | null;
    email: string | null;
    telefone: string | null;
    municipio: string | null;
    uf: string | null;
  } | null;
  operacoes: BilledOperation[];
  pix: { tipo: PixKeyKind; chave: string; copiaECola: string } | null;
};

/** The operations a title bills (its active links), with property, area and products. */
async function billedOperations(db: Db, title: FinanceTitle): Promise<BilledOperation[]> {
  const links = title.operacoes.filter((link) => link.ativo);
  if (!links.length) return [];
  const ids = links.map((link) => link.operation_id);
  const rows = await db
    .select({ id: operations.id, propriedade: properties.nome, area_ha: operations.area_ha })
    .from(operations)
    .innerJoin(properties, eq(properties.id, operations.property_id))
    .where(inArray(operations.id, ids));
  const used = await db
    .select({ operation_id: operationProducts.operation_id, nome: products.nome_comercial })
    .from(operationProducts)
    .innerJoin(products, eq(products.id, operationProducts.product_id))
    .where(inArray(operationProducts.operation_id, ids))
    .orderBy(asc(operationProducts.posicao));
  return links.map((link) => {
    const row = rows.find((r) => r.id === link.operation_id);
    return {
      numero: link.numero,
      data: link.data,
      propriedade: row?.propriedade ?? '—',
      area_ha: row?.area_ha ?? null,
      produtos: used.filter((p) => p.operation_id === link.operation_id).map((p) => p.nome),
      valor_cents: link.valor_cents,
    };
  });
}

/** A letters-and-digits reference for the payer's bank statement: the title's document. */
const txidOf = (title: FinanceTitle) =>
  (title.documento ?? title.id.slice(0, 8)).replace(/[^A-Za-z0-9]/g, '').slice(0, 25);

/**
 * A receivable of the company with what its fatura and recibo print; a payable, or a cancelled
 * title, is refused (409): only what a client owes is billed.
 */
export async function invoiceData(
  db: Db,
  company: Company,
  today: string,
  id: string,
): Promise<InvoiceData> {
  const title = await findTitle(db, today, id);
  if (title.lado !== 'receber') throw new AppError('INVOICE_NOT_RECEIVABLE');
  if (title.cancelado_at) throw new AppError('TITLE_CANCELLED');
  const [client] = title.client_id
    ? await db
        .select({
          nome: clients.nome,
          documento: clients.documento,
          email: clients.email,
          telefone: clients.telefone,
          municipio: clients.municipio,
          uf: clients.uf,
        })
        .from(clients)
        .where(eq(clients.id, title.client_id))
    : [];
  const key = await receivingPix(db);
  // One open installment: the code carries its amount; several: the payer types the one due.
  const due = title.parcelas.filter((line) => line.saldo_cents > 0);
  const pix = key
    ? {
        tipo: key.pix_tipo,
        chave: key.pix_chave,
        copiaECola: pixCode({
          chave: pixKeyForCode(key.pix_tipo, key.pix_chave),
          nome: company.company_name.toUpperCase(),
          cidade: (company.municipio ?? '').toUpperCase(),
          valor_cents: due.length === 1 ? due[0]!.saldo_cents : null,
          txid: txidOf(title),
        }),
      }
    : null;
  return { title, client: client ?? null, operacoes: await billedOperations(db, title), pix };
}

/** The client's name as the documents say it: the register's, or the typed counterpart. */
export const clientName = (data: InvoiceData) =>
  data.client?.nome ?? data.title.contraparte ?? 'Cliente';

/** The message and links to share a fatura: WhatsApp to the client's phone, the e-mail, the code. */
export function invoiceShareOf(data: InvoiceData, companyName: string): InvoiceShare {
  const mensagem = invoiceMessage({
    clientName: clientName(data),
    companyName,
    descricao: data.title.descricao,
    totalCents: data.title.total_cents,
    parcelas: data.title.parcelas.filter((line) => line.saldo_cents > 0),
    copiaECola: data.pix?.copiaECola ?? null,
  });
  return {
    mensagem,
    whatsapp: whatsappLink(data.client?.telefone ?? null, mensagem),
    cliente_email: data.client?.email ?? null,
    copia_e_cola: data.pix?.copiaECola ?? null,
  };
}
