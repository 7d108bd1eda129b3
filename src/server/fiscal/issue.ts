import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { isValidCnpj, isValidCpf } from '../../domain/br/documents.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { buildDps, DPS_SERIES, dpsId } from '../../domain/fiscal/dps.ts';
import type { NfseState } from '../../domain/fiscal/contracts.ts';
import type { Db } from '../db/database.ts';
import { nfseDocuments } from '../db/schema/index.ts';
import { clientName, invoiceData } from '../accounting/invoice-data.ts';
import { loadTaxSetting } from '../accounting/tax-settings.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { Tenant } from '../tenancy/scope.ts';
import {
  fetchNfse,
  findDps,
  NfseRefused,
  NfseUnreachable,
  sendDps,
  type NationalApi,
} from './national-api.ts';
import { lockedSettings, nationalApi, type NfseSetup } from './nfse-api-of.ts';
import { signXml } from './signature.ts';

// Issuing the NFS-e of a receivable (issue 44 item 3) in three steps, so that no transaction
// waits on the national API and nothing is issued twice:
// 1. in one transaction: the checks, the DPS number (the settings row locked, the next number of
//    the company's series, a unique index behind it), the DPS built and signed, the row written
//    'enviando' with those exact bytes; or, when a row is already 'enviando' (a send cut
//    mid-way), that row;
// 2. with no transaction open: a resumed row is first looked up by its DPS Id ('consultar DPS')
//    and sent only when the API does not know it; a new one is sent;
// 3. in another transaction: the NFS-e stored, or the API's refusal (the number stays spent).
// A send with no answer leaves the row 'enviando' and answers 503: the next try resumes it.
// While a request sends, the row holds `envio_ate` (SEND_LEASE_MS ahead): a second request for
// the same receivable answers 409 'sendo enviada' instead of sending the same DPS beside it (the
// API would refuse the copy, and that refusal must not mark an issued DPS 'rejeitada'). A send
// that ends without an answer frees it at once; one cut by a crash, when the time passes.

/** How long a request may be sending a DPS: well past the API's timeout. */
const SEND_LEASE_MS = 2 * 60_000;

const ACTIVE = ['enviando', 'emitida'] as const;

/** The row of the receivable's NFS-e that is being sent or issued, if any. */
const activeOf = (db: Db, titleId: string) =>
  db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.title_id, titleId), inArray(nfseDocuments.status, [...ACTIVE])));

type Row = typeof nfseDocuments.$inferSelect;

/** The receivable's last NFS-e as the office sees it, or null. */
export async function nfseStateOf(db: Db, titleId: string): Promise<NfseState | null> {
  const [row] = await db
    .select()
    .from(nfseDocuments)
    .where(eq(nfseDocuments.title_id, titleId))
    .orderBy(desc(nfseDocuments.created_at), desc(nfseDocuments.numero_dps))
    .limit(1);
  return row ? stateOf(row) : null;
}

const stateOf = (row: Row): NfseState => ({
  status: row.status,
  ambiente: row.ambiente,
  serie: row.serie,
  numero_dps: row.numero_dps,
  id_dps: row.id_dps,
  chave_acesso: row.chave_acesso,
  numero_nfse: row.numero_nfse,
  emitida_at: row.emitida_at?.toISOString() ?? null,
  erro: row.erro_codigo ? { codigo: row.erro_codigo, mensagem: row.erro_mensagem ?? '' } : null,
  cancelada_at: row.cancelada_at?.toISOString() ?? null,
  motivo_cancelamento: row.motivo_cancelamento,
});

/** What the settings lack for a DPS, in the words of the fiscal settings' form. */
function missingSettings(
  settings: Awaited<ReturnType<typeof lockedSettings>>,
  cnpj: string | null,
): string[] {
  return [
    !cnpj && 'CNPJ da empresa',
    !settings?.inscricao_municipal && 'inscrição municipal',
    !settings?.municipio_ibge && 'município (código IBGE)',
    !settings?.nbs && 'código NBS do serviço',
  ].filter((item): item is string => Boolean(item));
}

/** The API's refusal as the error the office sees: its code and message. */
export const refusedError = (refusal: NfseRefused) =>
  new AppError(
    'NFSE_REFUSED',
    undefined,
    `A API nacional da NFS-e recusou: ${refusal.errors.map((e) => `${e.codigo} — ${e.descricao}`).join('; ')}`,
  );

const leaseEnd = (now: Date) => new Date(now.getTime() + SEND_LEASE_MS);

/** Step 1: the row to send (new, or the one a cut send left) and the way to the API. */
async function prepare(db: Db, actor: Actor, setup: NfseSetup, titleId: string) {
  const data = await invoiceData(db, actor.company, todayInSaoPaulo(actor.now), titleId);
  const settings = await lockedSettings(db);
  const [active] = await activeOf(db, titleId);
  if (active?.status === 'emitida') throw new AppError('NFSE_ALREADY_ISSUED');
  if (active) {
    if (active.envio_ate && active.envio_ate > actor.now) throw new AppError('NFSE_BUSY');
    await db
      .update(nfseDocuments)
      .set({ envio_ate: leaseEnd(actor.now) })
      .where(eq(nfseDocuments.id, active.id));
    return {
      row: active,
      api: nationalApi(setup, settings, active.ambiente, actor.now),
      resumed: true,
    };
  }

  const cnpj = actor.company.cnpj;
  const missing = missingSettings(settings, cnpj);
  if (missing.length || !settings || !cnpj)
    throw new AppError(
      'NFSE_NOT_READY',
      undefined,
      `Complete em Perfil → Dados fiscais antes de emitir a NFS-e: ${missing.join(', ')}.`,
    );
  const api = nationalApi(setup, settings, settings.ambiente, actor.now);
  const [last] = await db
    .select({ numero: max(nfseDocuments.numero_dps) })
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.ambiente, settings.ambiente), eq(nfseDocuments.serie, DPS_SERIES)));
  const documento = data.client?.documento ?? null;
  const tax = await loadTaxSetting(db);
  const input = {
    ambiente: settings.ambiente,
    emitidaEm: actor.now,
    serie: DPS_SERIES,
    numero: (last?.numero ?? 0) + 1,
    competencia: data.title.competencia,
    prestador: {
      cnpj,
      inscricaoMunicipal: settings.inscricao_municipal!,
      municipioIbge: settings.municipio_ibge!,
      regime: tax.regime,
    },
    tomador:
      documento && (isValidCpf(documento) || isValidCnpj(documento))
        ? { documento, nome: clientName(data), email: data.client?.email ?? null }
        : null,
    servico: {
      codigoTributacaoNacional: settings.codigo_tributacao_nacional,
      nbs: settings.nbs!,
      descricao: serviceDescription(data),
      municipioIbge: settings.municipio_ibge!,
    },
    valores: {
      servicoCents: data.title.total_cents,
      issAliquota: tax.iss_aliquota,
      issRetido: settings.iss_retido,
    },
  };
  const [row] = await db
    .insert(nfseDocuments)
    .values({
      company_id: actor.companyId,
      title_id: titleId,
      ambiente: settings.ambiente,
      serie: DPS_SERIES,
      numero_dps: input.numero,
      id_dps: dpsId(input),
      status: 'enviando',
      envio_ate: leaseEnd(actor.now),
      dps_xml: signXml(buildDps(input), 'infDPS', api.keys),
    })
    .returning();
  return { row: row!, api, resumed: false };
}

/** The service's text: the title's description and the operations it bills. */
function serviceDescription(data: Awaited<ReturnType<typeof invoiceData>>): string {
  const operations = data.operacoes.map(
    (op) => `${op.numero} (${op.propriedade}${op.area_ha ? `, ${op.area_ha} ha` : ''})`,
  );
  const text = operations.length
    ? `Aplicação aérea de defensivos agrícolas (LC 116/2003, item 7.13): ${data.title.descricao}. Operações ${operations.join('; ')}.`
    : `Aplicação aérea de defensivos agrícolas (LC 116/2003, item 7.13): ${data.title.descricao}.`;
  return text.slice(0, 2000);
}

/** Step 2: the NFS-e of the row's DPS, asked for first when the row was left by a cut send. */
async function deliver(api: NationalApi, row: Row, resumed: boolean) {
  if (resumed) {
    const chave = await findDps(api, row.id_dps);
    if (chave) return { chaveAcesso: chave, nfseXml: await fetchNfse(api, chave) };
  }
  return sendDps(api, row.dps_xml);
}

/** The NFS-e's number (nNFSe) in its XML. */
const numberOf = (xml: string) => /<nNFSe>(\d+)<\/nNFSe>/.exec(xml)?.[1] ?? null;

/** Issues (or resumes) the NFS-e of the receivable `titleId`; its state once stored. */
export async function issueNfse(
  tenant: Tenant,
  setup: NfseSetup,
  titleId: string,
): Promise<NfseState> {
  const { row, api, resumed } = await tenant((db, actor) => prepare(db, actor, setup, titleId));
  try {
    const issued = await deliver(api, row, resumed);
    return await tenant(async (db, actor) => {
      const [stored] = await db
        .update(nfseDocuments)
        .set({
          status: 'emitida',
          envio_ate: null,
          chave_acesso: issued.chaveAcesso,
          numero_nfse: numberOf(issued.nfseXml),
          nfse_xml: issued.nfseXml,
          emitida_at: actor.now,
        })
        .where(and(eq(nfseDocuments.id, row.id), eq(nfseDocuments.status, 'enviando')))
        .returning();
      if (!stored) throw new AppError('NFSE_BUSY');
      return stateOf(stored);
    });
  } catch (error) {
    if (error instanceof NfseRefused) {
      await tenant((db) =>
        db
          .update(nfseDocuments)
          .set({
            status: 'rejeitada',
            envio_ate: null,
            erro_codigo: error.errors[0]!.codigo,
            erro_mensagem: error.errors.map((e) => e.descricao).join('; '),
          })
          .where(and(eq(nfseDocuments.id, row.id), eq(nfseDocuments.status, 'enviando'))),
      );
      throw refusedError(error);
    }
    if (error instanceof NfseUnreachable) {
      // This request's send is over, answer or not: the next try may resume it at once.
      await tenant((db) =>
        db.update(nfseDocuments).set({ envio_ate: null }).where(eq(nfseDocuments.id, row.id)),
      );
      throw new AppError('NFSE_UNREACHABLE');
    }
    throw error;
  }
}
