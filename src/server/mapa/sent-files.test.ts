import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { mapaReportSubmissions } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyInTwoStates, companyReadyToFly, newOperation } from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';

// Issue 38, item 1 (decision 029): November's report is sent on 3 December.
const t = useTestApp({ now: new Date('2026-12-03T10:00:00-03:00') });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MONTH = 'ano=2026&mes=11';

describe('a MAPA month marked sent keeps the files that were sent', () => {
  it('downloads the same spreadsheet and PDF bytes after the property, product and company change', async () => {
    const fly = await companyReadyToFly(t.app);
    const { owner, ids } = fly;
    const id = await newOperation(owner, fly.complete);
    expect(
      (await owner({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode,
    ).toBe(200);
    const download = async (file: 'planilha' | 'pdf') => {
      const res = await owner({ method: 'GET', url: `/api/mapa/${file}?${MONTH}&uf=MT` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.rawPayload;
    };

    const sent = await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(mapaReportSubmissions)
      .where(eq(mapaReportSubmissions.company_id, fly.companyId));
    expect(row!.planilha_sha256).toBe(sha256(row!.planilha!));
    expect(row!.pdf_sha256).toBe(sha256(row!.pdf!));

    const planilha = await download('planilha');
    const pdf = await download('pdf');
    expect(planilha.equals(row!.planilha!)).toBe(true);
    expect(pdf.equals(row!.pdf!)).toBe(true);
    expect(pdfText(pdf)).toContain('Sorriso');
    const submissions = async () =>
      (await owner({ method: 'GET', url: `/api/mapa?${MONTH}` })).json().submissions;
    expect(sent.json().submissions).toEqual(await submissions());
    expect(await submissions()).toMatchObject([
      { uf: 'MT', pdf_sha256: sha256(pdf), alterado: false },
    ]);

    // The registers change after the month was sent.
    await owner({
      method: 'PUT',
      url: `/api/registers/properties/${ids.property}`,
      payload: { ...SAMPLE_REGISTERS.property, client_id: ids.client, municipio: 'Sinop' },
    });
    await owner({
      method: 'PUT',
      url: `/api/registers/products/${ids.product}`,
      payload: { ...SAMPLE_REGISTERS.product, nome_comercial: 'Fox Supra' },
    });
    await owner({
      method: 'PATCH',
      url: '/api/company',
      payload: { company_name: 'Aero Sul Serviços Aéreos', registro_mapa: 'MT-99999' },
    });
    // Marking again keeps the first record and its files.
    await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });

    // The page says the month changed since it was sent (the company's name is in its header).
    expect(await submissions()).toMatchObject([{ uf: 'MT', alterado: true }]);
    expect((await download('planilha')).equals(planilha)).toBe(true);
    expect((await download('pdf')).equals(pdf)).toBe(true);
    // MT was the month's one UF: every UF's PDF was stored with its marking, and is served so.
    const all = await owner({ method: 'GET', url: `/api/mapa/pdf?${MONTH}` });
    expectPdf(all);
    expect(all.rawPayload.equals(row!.pdf_todas!)).toBe(true);
    expect(row!.pdf_todas_sha256).toBe(sha256(row!.pdf_todas!));
    const text = pdfText(all.rawPayload);
    expect(text).not.toContain('Aero Sul Serviços Aéreos');
    expect(text).toContain('Sorriso');
    expect(text).not.toContain('Sinop');
  });

  it("stores every UF's PDF with the marking that leaves no UF unsent, and serves it as stored", async () => {
    const fly = await companyInTwoStates(t.app);
    const { owner } = fly;
    for (const property of [fly.ids.property, fly.goias]) {
      const id = await newOperation(owner, { ...fly.complete, property_id: property });
      expect(
        (await owner({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode,
      ).toBe(200);
    }
    const all = () => owner({ method: 'GET', url: `/api/mapa/pdf?${MONTH}` });
    const mark = (uf: string) =>
      owner({ method: 'POST', url: '/api/mapa/enviado', payload: { ano: 2026, mes: 11, uf } });
    const rows = () =>
      t.db
        .select()
        .from(mapaReportSubmissions)
        .where(eq(mapaReportSubmissions.company_id, fly.companyId))
        .orderBy(mapaReportSubmissions.uf);

    // MT sent, GO not: the month is not all sent, and every UF's PDF is drawn now.
    expect((await mark('MT')).statusCode).toBe(200);
    expect((await rows()).map((r) => [r.uf, r.pdf_todas])).toEqual([['MT', null]]);
    await owner({
      method: 'PATCH',
      url: '/api/company',
      payload: { company_name: 'Aero Sul Serviços Aéreos', registro_mapa: 'MT-00123' },
    });
    expect(pdfText((await all()).rawPayload)).toContain('Aero Sul Serviços Aéreos');

    // GO sent too: its marking stores every UF's PDF, drawn then, which is served from then on.
    expect((await mark('GO')).statusCode).toBe(200);
    const [go, mt] = await rows();
    expect(mt!.pdf_todas).toBeNull();
    expect(go!.pdf_todas_sha256).toBe(sha256(go!.pdf_todas!));
    const stored = await all();
    expectPdf(stored);
    expect(stored.rawPayload.equals(go!.pdf_todas!)).toBe(true);
    const text = pdfText(stored.rawPayload);
    expect(text).toContain('Rio Verde');
    expect(text).toContain('Sorriso');
    await owner({
      method: 'PATCH',
      url: '/api/company',
      payload: { company_name: 'Aero Cerrado Aviação', registro_mapa: 'MT-00123' },
    });
    expect((await all()).rawPayload.equals(go!.pdf_todas!)).toBe(true);
    await expect(
      t.db
        .update(mapaReportSubmissions)
        .set({ pdf_todas: Buffer.from('outro') })
        .where(eq(mapaReportSubmissions.id, go!.id)),
    ).rejects.toThrow();
  });

  it('refuses to replace the files of a sent month, even straight in the database', async () => {
    const fly = await companyReadyToFly(t.app);
    const id = await newOperation(fly.owner, fly.complete);
    await fly.owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    await fly.owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });
    await expect(
      t.db
        .update(mapaReportSubmissions)
        .set({ pdf: Buffer.from('outro') })
        .where(eq(mapaReportSubmissions.company_id, fly.companyId)),
    ).rejects.toThrow();
  });
});
