import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { operationReports } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { setCompany } from '../test/factories.ts';
import { noisyPng } from '../test/images.ts';
import { sendForm } from '../test/multipart.ts';
import {
  type Caller,
  caller,
  companyReadyToFly,
  linkSamplePilot,
  newOperation,
} from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { joinCompany } from '../test/session.ts';

// Issue 38, item 1 (decision 029). The operation flies on 10/11/2026; the server's day is after it.
const t = useTestApp({ now: new Date('2026-11-20T15:00:00Z') });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const REASON = 'Dose do fungicida digitada errada no campo';

const act = (as: Caller, id: string, action: string, payload?: object) =>
  as({ method: 'POST', url: `/api/operations/${id}/${action}`, payload });

/** What an inspector gets of an operation: its page's data, its PDF and their digest. */
async function record(as: Caller, id: string) {
  const page = await as({ method: 'GET', url: `/api/operations/${id}` });
  expect(page.statusCode).toBe(200);
  const pdf = await as({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
  expectPdf(pdf);
  const { report, registro } = page.json();
  return { report, registro, pdf: pdf.rawPayload, digest: sha256(pdf.rawPayload) };
}

/** Edits, through the API as the office does, every register the sample report prints. */
async function editEveryRegister(fly: Awaited<ReturnType<typeof companyReadyToFly>>) {
  const { owner, ids } = fly;
  const put = async (kind: string, id: string, payload: object) => {
    const res = await owner({ method: 'PUT', url: `/api/registers/${kind}/${id}`, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  await put('properties', ids.property, {
    ...SAMPLE_REGISTERS.property,
    client_id: ids.client,
    nome: 'Fazenda Nova Esperança',
    municipio: 'Sinop',
  });
  await put('products', ids.product, {
    ...SAMPLE_REGISTERS.product,
    nome_comercial: 'Fox Supra',
    formulacao: 'EC',
  });
  await put('pilots', ids.pilot, {
    ...SAMPLE_REGISTERS.pilot,
    nome: 'Carlos M. Filho',
    canac: '999999',
  });
  const company = await owner({
    method: 'PATCH',
    url: '/api/company',
    payload: { company_name: 'Aero Sul Serviços Aéreos', registro_mapa: 'MT-99999' },
  });
  expect(company.statusCode, company.body).toBe(200);
}

const uploadLogo = async (cookie: string, cells: number) => {
  const res = await sendForm(
    t.app,
    { method: 'PUT', url: '/api/company/logo', cookie },
    {},
    { name: 'logo.png', content: await noisyPng(cells, 4), type: 'image/png' },
  );
  expect(res.statusCode, res.body).toBe(200);
};

describe('a concluded operation keeps its report as it stood', () => {
  it('answers the same page data, PDF bytes and digest after the property, a product, the pilot, the company and its logo change', async () => {
    const fly = await companyReadyToFly(t.app);
    await uploadLogo(fly.cookie, 8);
    const id = await newOperation(fly.owner, fly.complete);
    const done = await act(fly.owner, id, 'concluir');
    expect(done.statusCode, done.body).toBe(200);

    const before = await record(fly.owner, id);
    const [v1] = before.registro.versoes;
    expect(before.registro).toMatchObject({ vigente: 1, cadastros_alterados: [] });
    expect(v1).toMatchObject({
      versao: 1,
      motivo: null,
      reaberto_em: null,
      emitido_em: t.now.toISOString(),
    });
    // The page shows the PDF's SHA-256: the downloaded file's own digest.
    expect(v1.pdf_sha256).toBe(before.digest);
    expect(v1.tamanho).toBe(before.pdf.length);
    // The footer prints the version and the code of the data (a file cannot hold its own digest).
    const text = pdfText(before.pdf);
    expect(text).toContain(
      `Versão 1 · código de verificação (SHA-256 dos dados): ${v1.dados_sha256}`,
    );
    expect(text).toContain('Fazenda Santa Rita');
    expect(before.report.propriedade.nome).toBe('Fazenda Santa Rita');

    await editEveryRegister(fly);
    await uploadLogo(fly.cookie, 12);

    const after = await record(fly.owner, id);
    expect(after.report).toEqual(before.report);
    expect(JSON.stringify(after.report)).toBe(JSON.stringify(before.report));
    expect(after.pdf.equals(before.pdf)).toBe(true);
    expect(after.digest).toBe(before.digest);
    expect(after.registro.versoes).toEqual(before.registro.versoes);
    // The page says which registers changed since the report was frozen.
    expect(after.registro.cadastros_alterados).toEqual([
      'Dados da empresa',
      'Propriedade',
      'Produtos',
      'Piloto',
    ]);
    // What today's registers give is indeed different: a new operation prints the new names.
    const fresh = await newOperation(fly.owner, fly.complete);
    const draft = await record(fly.owner, fresh);
    expect(draft.report.propriedade.nome).toBe('Fazenda Nova Esperança');
    expect(draft.registro).toEqual({ versoes: [], vigente: null, cadastros_alterados: [] });
    expect(pdfText(draft.pdf)).not.toContain('código de verificação');
  });

  it('makes version 2 with the reason on a new conclusion, and keeps version 1 downloadable and unchanged', async () => {
    const fly = await companyReadyToFly(t.app);
    const id = await newOperation(fly.owner, fly.complete);
    await act(fly.owner, id, 'concluir');
    const first = await record(fly.owner, id);
    const v1Url = `/api/operations/${id}/relatorio.pdf?versao=1`;
    const v1 = await fly.owner({ method: 'GET', url: v1Url });
    expectPdf(v1);
    expect(v1.rawPayload.equals(first.pdf)).toBe(true);
    expect(v1.headers['content-disposition']).toContain('relatorio-operacional-2026-0001-v1.pdf');

    // Reopening a concluded operation asks why.
    for (const payload of [undefined, { motivo: '   ' }, { motivo: 'erro' }]) {
      const refused = await act(fly.owner, id, 'reabrir', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.motivo).toMatch(/^Informe o motivo da reabertura/);
    }
    const reopened = await act(fly.owner, id, 'reabrir', { motivo: `  ${REASON} ` });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().registro).toMatchObject({ vigente: null, cadastros_alterados: [] });
    expect(reopened.json().registro.versoes[0]).toMatchObject({
      versao: 1,
      reaberto_em: t.now.toISOString(),
      motivo_reabertura: REASON,
    });

    await editEveryRegister(fly);
    const edited = { ...fly.complete, observacoes: 'Dose corrigida.' };
    expect(
      (await fly.owner({ method: 'PUT', url: `/api/operations/${id}`, payload: edited }))
        .statusCode,
    ).toBe(200);
    expect((await act(fly.owner, id, 'concluir')).statusCode).toBe(200);

    const second = await record(fly.owner, id);
    expect(second.registro.vigente).toBe(2);
    expect(second.registro.cadastros_alterados).toEqual([]);
    const [one, two] = second.registro.versoes;
    expect(two).toMatchObject({ versao: 2, motivo: REASON, reaberto_em: null });
    expect(two.pdf_sha256).toBe(second.digest);
    expect(second.report.propriedade.nome).toBe('Fazenda Nova Esperança');
    expect(second.report.operation.observacoes).toBe('Dose corrigida.');
    expect(pdfText(second.pdf)).toContain('Versão 2 ·');
    // Version 1 is still there, byte for byte, and its record says it was superseded and why.
    expect(one).toMatchObject({ versao: 1, pdf_sha256: first.digest, motivo_reabertura: REASON });
    const v1Again = await fly.owner({ method: 'GET', url: v1Url });
    expect(v1Again.rawPayload.equals(first.pdf)).toBe(true);
    expect(pdfText(v1Again.rawPayload)).toContain('Fazenda Santa Rita');
    const list = await fly.owner({ method: 'GET', url: `/api/operations/${id}/versoes` });
    expect(list.json().versoes).toEqual(second.registro.versoes);
    expect(
      (await fly.owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf?versao=3` }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the versions of an operation reopened and then cancelled', async () => {
    const fly = await companyReadyToFly(t.app);
    const id = await newOperation(fly.owner, fly.complete);
    await act(fly.owner, id, 'concluir');
    const { digest } = await record(fly.owner, id);
    await act(fly.owner, id, 'reabrir', { motivo: REASON });
    const cancelled = await act(fly.owner, id, 'cancelar');
    expect(cancelled.json().operation.status).toBe('cancelada');
    expect(cancelled.json().registro.versoes).toMatchObject([{ versao: 1, pdf_sha256: digest }]);
    const v1 = await fly.owner({
      method: 'GET',
      url: `/api/operations/${id}/relatorio.pdf?versao=1`,
    });
    expect(sha256(v1.rawPayload)).toBe(digest);
    // Reopening a cancelled operation supersedes nothing: no reason is asked.
    expect((await act(fly.owner, id, 'reabrir')).statusCode).toBe(200);
  });

  it('refuses to change a frozen report even straight in the database', async () => {
    const fly = await companyReadyToFly(t.app);
    const id = await newOperation(fly.owner, fly.complete);
    await act(fly.owner, id, 'concluir');
    const change = t.db
      .update(operationReports)
      .set({ pdf_sha256: '0'.repeat(64) })
      .where(eq(operationReports.operation_id, id));
    await expect(change).rejects.toThrow();
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(operationReports)
      .where(eq(operationReports.operation_id, id));
    expect(row!.count).toBe(1);
  });
});

describe('who sees the versions', () => {
  it("answers 404 for another company's operation and shows a pilot only his own flights (403 on another pilot's, as the operation itself)", async () => {
    const fly = await companyReadyToFly(t.app);
    await setCompany(t.db, fly.companyId, { subscription_status: 'active' });
    const pilot = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
    await linkSamplePilot(fly.owner, fly.ids.pilot, pilot.userId);
    const otherPilot = (
      await fly.owner({
        method: 'POST',
        url: '/api/registers/pilots',
        payload: { nome: 'Outro Piloto' },
      })
    ).json().id;
    const mine = await newOperation(fly.owner, fly.complete);
    const theirs = await newOperation(fly.owner, { ...fly.complete, pilot_id: otherPilot });
    await act(fly.owner, mine, 'concluir');
    await act(fly.owner, theirs, 'concluir');

    const asPilot = caller(t.app, pilot.cookie);
    const urls = (id: string) => [
      `/api/operations/${id}/versoes`,
      `/api/operations/${id}/relatorio.pdf?versao=1`,
      `/api/operations/${id}/relatorio.pdf`,
    ];
    for (const url of urls(mine))
      expect((await asPilot({ method: 'GET', url })).statusCode).toBe(200);
    for (const url of urls(theirs))
      expect((await asPilot({ method: 'GET', url })).statusCode).toBe(403);

    const other = await companyReadyToFly(t.app, 'dono@outraaviacao.com.br');
    for (const url of urls(mine))
      expect((await other.owner({ method: 'GET', url })).statusCode).toBe(404);
    // A pilot cannot reopen, reason or not.
    expect((await act(asPilot, mine, 'reabrir', { motivo: REASON })).statusCode).toBe(403);
  });
});
