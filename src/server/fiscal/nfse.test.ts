import { beforeEach, describe, expect, it } from 'vitest';
import { nfseAnswer } from '../../domain/fiscal/contracts.ts';
import { mailOutbox, nfseDocuments } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer, expectFieldError } from '../test/contracts.ts';
import { MUNICIPIO, nfseCompany, useNfseStandIn } from '../test/nfse.ts';
import { accountingCompany, postTitle, titlePayload } from '../test/accounting.ts';
import { pilotCaller } from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { schemaErrors } from './xsd-check.ts';

// Issue 44 items 3-4: the NFS-e of a receivable, issued against the local stand-in of the
// national API (mutual TLS, the official XSD, the XMLDSig), over a real database.

const stand = useNfseStandIn();
// 23/11/2026, 10:00 in São Paulo; moved on by the test of an expired certificate.
const START = new Date('2026-11-23T13:00:00Z');
let now = START;
const t = useTestApp({ clock: { now: () => now }, env: stand.env });

const CERTIFICATE = {
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-11-25T12:00:00Z'),
};

let co: Awaited<ReturnType<typeof nfseCompany>>;
let titleId: string;

const url = (path = '') => `/api/accounting/titulos/${titleId}/nfse${path}`;
const issue = () => co.owner({ method: 'POST', url: url() });
const state = async () =>
  answer(await co.owner({ method: 'GET', url: url() }), 200, nfseAnswer).nfse;
const rows = () => t.db.select().from(nfseDocuments).orderBy(nfseDocuments.numero_dps);

beforeEach(async () => {
  now = START;
  stand.standIn.reset();
  co = await nfseCompany(t.app, CERTIFICATE);
  // A receivable of the client (an operation's, once concluded, is the same kind of title).
  const title = await postTitle(
    co.owner,
    titlePayload(co.services, {
      lado: 'receber',
      descricao: 'Aplicação aérea — Fazenda Boa Vista, safra 2026/27',
      client_id: co.ids.client,
      contraparte: null,
      competencia: '2026-11-20',
      total_cents: 4_500_000,
      primeiro_vencimento: '2026-12-20',
    }),
  );
  titleId = title.id;
});

describe('issuing the NFS-e of a receivable', () => {
  it('sends a DPS valid by the XSD and signed, and keeps the NFS-e the API returned', async () => {
    expect(await state()).toBeNull();
    const issued = answer(await issue(), 200, nfseAnswer).nfse!;
    const [nfse] = stand.standIn.issued();
    expect(issued).toMatchObject({
      status: 'emitida',
      ambiente: 'homologacao',
      serie: '1',
      numero_dps: 1,
      // 'DPS' + município + 2 (CNPJ) + the company's CNPJ + series (5) + number (15).
      id_dps: `DPS${MUNICIPIO}212ABC34501DE3500001000000000000001`,
      chave_acesso: nfse!.chaveAcesso,
      numero_nfse: String(nfse!.numero),
      emitida_at: START.toISOString(),
      erro: null,
    });
    expect(await state()).toEqual(issued);

    const [row] = await rows();
    expect(await schemaErrors(row!.dps_xml, 'DPS')).toEqual([]);
    expect(row!.dps_xml).toContain('<toma><CNPJ>12ABC34501DE35</CNPJ>');
    expect(row!.dps_xml).toContain('<IBSCBS><finNFSe>0</finNFSe>');
    expect(row!.nfse_xml).toBe(nfse!.nfseXml);
    expect(await schemaErrors(row!.nfse_xml!, 'NFSe')).toEqual([]);
    // The stand-in saw mutual TLS from the company's certificate and one DPS.
    expect(stand.standIn.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('answers a second issue with 409 and never sends the DPS again', async () => {
    expect((await issue()).statusCode).toBe(200);
    const again = await issue();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta conta já tem uma NFS-e emitida.');
    expect(stand.standIn.issued()).toHaveLength(1);
  });

  it('resumes a send cut mid-way by asking for its DPS: one NFS-e, not two', async () => {
    stand.standIn.dropNextAnswer();
    const cut = await issue();
    expect(cut.statusCode).toBe(503);
    expect(cut.json().error.code).toBe('NFSE_UNREACHABLE');
    // The API issued it, but the answer never came: the row waits, 'enviando'.
    expect(stand.standIn.issued()).toHaveLength(1);
    expect((await state())!.status).toBe('enviando');

    const before = stand.standIn.requests.length;
    const resumed = answer(await issue(), 200, nfseAnswer).nfse!;
    expect(resumed.status).toBe('emitida');
    expect(resumed.chave_acesso).toBe(stand.standIn.issued()[0]!.chaveAcesso);
    expect(stand.standIn.issued()).toHaveLength(1);
    // Consultar DPS by its Id, then the NFS-e by its key; no second POST of the DPS.
    expect(stand.standIn.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /dps/${resumed.id_dps}`,
      `GET /nfse/${resumed.chave_acesso}`,
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it('sends the DPS once when two requests for the receivable come together', async () => {
    const answers = await Promise.all([issue(), issue()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    // The second finds the first sending (or already done): it waits, it never sends a copy.
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toMatch(
      /^NFSE_(BUSY|ALREADY_ISSUED)$/,
    );
    expect(stand.standIn.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect((await rows()).map((r) => [r.status, r.envio_ate])).toEqual([['emitida', null]]);
  });

  it('leaves a send cut by a crash alone while it may still be running, then resumes it', async () => {
    stand.standIn.dropNextAnswer();
    expect((await issue()).statusCode).toBe(503);
    // As if the process had died mid-send: the row keeps its two minutes.
    await t.db.update(nfseDocuments).set({ envio_ate: new Date(START.getTime() + 120_000) });
    now = new Date(START.getTime() + 60_000);
    const busy = await issue();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(
      'A NFS-e desta conta está sendo enviada agora. Aguarde um instante.',
    );
    now = new Date(START.getTime() + 121_000);
    expect(answer(await issue(), 200, nfseAnswer).nfse!.status).toBe('emitida');
    expect(stand.standIn.issued()).toHaveLength(1);
  });

  it('shows the API’s refusal with its code and message, and never reuses the DPS number', async () => {
    stand.standIn.withoutAdhesion.add(MUNICIPIO);
    const refused = await issue();
    stand.standIn.withoutAdhesion.delete(MUNICIPIO);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'NFSE_REFUSED',
      message: `A API nacional da NFS-e recusou: E0037 — O município emissor (${MUNICIPIO}) não aderiu ao emissor nacional da NFS-e.`,
    });
    expect(await state()).toMatchObject({
      status: 'rejeitada',
      numero_dps: 1,
      erro: {
        codigo: 'E0037',
        mensagem: `O município emissor (${MUNICIPIO}) não aderiu ao emissor nacional da NFS-e.`,
      },
    });

    const issued = answer(await issue(), 200, nfseAnswer).nfse!;
    expect(issued).toMatchObject({ status: 'emitida', numero_dps: 2 });
    expect((await rows()).map((r) => [r.numero_dps, r.status])).toEqual([
      [1, 'rejeitada'],
      [2, 'emitida'],
    ]);
  });

  it('refuses an expired certificate before sending anything', async () => {
    // The certificate's last moment is 25/11/2026 09:00 in São Paulo; a minute after it.
    now = new Date('2026-11-25T12:01:00Z');
    const res = await issue();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'O certificado digital A1 da empresa venceu em 25/11/2026: envie um certificado válido antes de emitir ou cancelar a NFS-e.',
    );
    expect(stand.standIn.requests).toHaveLength(0);
    expect(await rows()).toEqual([]);
  });
});

describe('after the NFS-e is issued', () => {
  beforeEach(async () => {
    expect((await issue()).statusCode).toBe(200);
  });

  it('prints its DANFSe and answers its XML', async () => {
    const [nfse] = stand.standIn.issued().slice(-1);
    const pdf = await co.owner({ method: 'GET', url: url('/danfse.pdf') });
    expectPdf(pdf);
    const text = pdfText(pdf.rawPayload).replace(/\n/g, '');
    expect(text).toContain('Documento Auxiliar da NFS-e');
    expect(text).toContain('SEM VALOR FISCAL');
    // R$ 45.000,00 at 5 % of ISS: R$ 2.250,00, not withheld, so the net is the whole service.
    expect(text).toContain('Valor do serviço: R$ 45.000,00');
    expect(text).toContain('Alíquota do ISS: 5,00 %');
    expect(text).toContain('ISS: R$ 2.250,00');
    expect(text).toContain('Valor líquido: R$ 45.000,00');
    expect(text).toContain(nfse!.chaveAcesso.replace(/(.{4})/g, '$1 ').trim());
    expect(text).toContain('12.ABC.345/01DE-35');
    const xml = await co.owner({ method: 'GET', url: url('/xml') });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toBe(nfse!.nfseXml);
  });

  it('sends the XML and the DANFSe to the client by e-mail', async () => {
    const res = await co.owner({ method: 'POST', url: url('/enviar') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enviado_para: 'financeiro@boavista.agr.br' });
    const [mail] = await t.db.select().from(mailOutbox);
    const numero = stand.standIn.issued().slice(-1)[0]!.numero;
    expect(mail).toMatchObject({
      to_address: 'financeiro@boavista.agr.br',
      subject: `NFS-e nº ${numero} — Aero Sul Aviação Agrícola`,
      attachments: [`nfse-${numero}.xml`, `danfse-${numero}.pdf`],
    });
  });

  it('cancels it by event with its reason', async () => {
    const short = await co.owner({
      method: 'POST',
      url: url('/cancelar'),
      payload: { codigo: '1', motivo: 'erro' },
    });
    expectFieldError(short, 'motivo', 'O motivo deve ter ao menos 15 caracteres.');
    const motivo = 'Valor do serviço digitado errado';
    const cancelled = answer(
      await co.owner({ method: 'POST', url: url('/cancelar'), payload: { codigo: '1', motivo } }),
      200,
      nfseAnswer,
    ).nfse!;
    expect(cancelled).toMatchObject({
      status: 'cancelada',
      motivo_cancelamento: motivo,
      cancelada_at: START.toISOString(),
    });
    expect(stand.standIn.issued().slice(-1)[0]!.cancelada).toBe(true);
    const [row] = await rows();
    expect(await schemaErrors(row!.evento_xml!, 'evento')).toEqual([]);
    const again = await co.owner({
      method: 'POST',
      url: url('/cancelar'),
      payload: { codigo: '1', motivo },
    });
    expect(again.statusCode).toBe(409);
    const pdf = pdfText((await co.owner({ method: 'GET', url: url('/danfse.pdf') })).rawPayload);
    expect(pdf).toContain('NFS-e CANCELADA');
  });
});

describe('who may issue', () => {
  it('a pilot gets 403 and another company 404', async () => {
    const pilot = await pilotCaller(t.app, co.companyId);
    expect((await pilot({ method: 'POST', url: url() })).statusCode).toBe(403);
    expect((await pilot({ method: 'GET', url: url() })).statusCode).toBe(403);
    const other = await accountingCompany(t.app, 'dona@outra.com.br');
    for (const path of ['', '/cancelar', '/enviar'])
      expect((await other.owner({ method: 'POST', url: url(path), payload: {} })).statusCode).toBe(
        404,
      );
    expect((await other.owner({ method: 'GET', url: url('/danfse.pdf') })).statusCode).toBe(404);
    expect(stand.standIn.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
