import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, mapaReportSubmissions } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import {
  caller,
  companyInTwoStates,
  companyReadyToFly,
  linkSamplePilot,
  newOperation,
} from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { joinCompany } from '../test/session.ts';
import { monthlyReportPdf } from './pdf.ts';
import { loadMonthlyReport } from './service.ts';

const t = useTestApp({ now: new Date('2026-12-03T10:00:00-03:00') });

/** Two concluded operations in November (MT and GO), one open, one in October. */
async function novemberOfFlights() {
  const fly = await companyInTwoStates(t.app);
  const { owner, complete, goias } = fly;
  const create = async (payload: { data: string } & Record<string, unknown>, conclude = true) => {
    // The receituário is dated on the application's day: never after it.
    const products = complete.products.map((p) => ({ ...p, receituario_data: payload.data }));
    const id = await newOperation(owner, { ...complete, ...payload, products });
    if (conclude)
      expect(
        (await owner({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode,
      ).toBe(200);
    return id;
  };
  await create({ data: '2026-11-20', area_ha: 80, horimetro_inicio: 1530, horimetro_fim: 1531.2 });
  await create({ data: '2026-11-05' });
  await create({
    data: '2026-11-07',
    property_id: goias,
    horimetro_inicio: 1540,
    horimetro_fim: 1541.5,
  });
  const open = await create({ data: '2026-11-25' }, false);
  await create({ data: '2026-10-30', horimetro_inicio: 1400, horimetro_fim: 1401 });
  return { ...fly, open };
}

describe('GET /api/mapa', () => {
  it('groups November by UF with totals, and lists the open operation as pending', async () => {
    const { owner, open } = await novemberOfFlights();
    const res = await owner({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' });
    expect(res.statusCode).toBe(200);
    const { report, submissions } = res.json();
    expect(report.states.map((s: { uf: string }) => s.uf)).toEqual(['GO', 'MT']);
    expect(
      report.states[1].rows.map((r: { data: string; area_ha: number }) => [r.data, r.area_ha]),
    ).toEqual([
      ['2026-11-05', 120.5],
      ['2026-11-20', 80],
    ]);
    expect(report.totals).toEqual({ operations: 3, area_ha: 321 });
    expect(report.pending).toEqual([
      expect.objectContaining({ operation_id: open, reason: 'Operação não concluída' }),
    ]);
    expect(submissions).toEqual([]);
  });

  it('answers 400 for a bad month and 401 without a session', async () => {
    const { owner } = await companyReadyToFly(t.app);
    const bad = await owner({ method: 'GET', url: '/api/mapa?ano=2026&mes=13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ mes: 'Mês inválido.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' })).statusCode,
    ).toBe(401);
  });

  // Decision 034: a pilot reads the month's flights he flew (the pilot rule); exporting the
  // report to the SFA and marking it sent stay the office's.
  it("shows a pilot the month's flights he flew, and refuses him the files and the mark", async () => {
    const { owner, companyId, ids } = await novemberOfFlights();
    const { cookie, userId } = await joinCompany(
      t.app,
      companyId,
      'pilot',
      'piloto@aerosul.com.br',
    );
    const pilot = caller(t.app, cookie);
    const month = async () => {
      const res = await pilot({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' });
      expect(res.statusCode).toBe(200);
      return res.json().report;
    };
    // No pilot record of his yet: none of the company's three flights is his.
    expect((await month()).totals).toEqual({ operations: 0, area_ha: 0 });
    await linkSamplePilot(owner, ids.pilot, userId);
    const report = await month();
    expect(report.totals).toEqual({ operations: 3, area_ha: 321 });
    expect(report.states.map((s: { uf: string }) => s.uf)).toEqual(['GO', 'MT']);
    for (const url of [
      '/api/mapa/planilha?ano=2026&mes=11&uf=MT',
      '/api/mapa/pdf?ano=2026&mes=11',
      '/api/mapa/pendente',
    ])
      expect((await pilot({ method: 'GET', url })).statusCode, url).toBe(403);
    const mark = { ano: 2026, mes: 11, uf: 'MT' };
    expect(
      (await pilot({ method: 'POST', url: '/api/mapa/enviado', payload: mark })).statusCode,
    ).toBe(403);
  });

  it('shows a company only its own operations', async () => {
    await novemberOfFlights();
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const { report } = (
      await other.owner({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' })
    ).json();
    expect(report.states).toEqual([]);
    expect(report.totals).toEqual({ operations: 0, area_ha: 0 });
  });
});

describe('exports', () => {
  it('gives one workbook per UF in the layout of the monthly spreadsheet', async () => {
    const { owner } = await novemberOfFlights();
    const res = await owner({ method: 'GET', url: '/api/mapa/planilha?ano=2026&mes=11&uf=MT' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-mapa-MT-2026-11.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('MT - 11-2026');
    expect(sheet.getCell('A1').value).toBe('RELATÓRIO MENSAL DE ATIVIDADES DE AVIAÇÃO AGRÍCOLA');
    expect(sheet.getCell('A4').value).toContain('Registro MAPA: MT-00123');
    expect(sheet.getCell('A6').value).toBe('Mês/Ano: novembro/2026    UF: MT');
    expect(sheet.getRow(8).values).toEqual([
      undefined,
      'Data',
      'Relatório nº',
      'UF',
      'Município',
      'Contratante',
      'Tipo de serviço',
      'Cultura',
      'Área (ha)',
      'Aeronave (prefixo)',
      'Produtos utilizados',
      'Registro MAPA dos produtos',
    ]);
    expect(sheet.getRow(9).values).toEqual([
      undefined,
      '05/11/2026',
      '2026/0002',
      'MT',
      'Sorriso',
      'Agropecuária Boa Vista',
      'Aplicação líquida',
      'Soja',
      120.5,
      'PR-AGV',
      'Fox Xpro (0,500 L/ha; 60,250 L)',
      'Fox Xpro: —',
    ]);
    expect(sheet.getRow(10).getCell(8).value).toBe(80);
    expect(sheet.getRow(11).getCell(1).value).toBe('Total');
    expect(sheet.getRow(11).getCell(8).value).toBe(200.5);
    expect(sheet.getRow(11).getCell(10).value).toBe('Fox Xpro: 100,25 L');
  });

  it('gives the PDF of every UF, or of one', async () => {
    const { owner, companyId } = await novemberOfFlights();
    const res = await owner({ method: 'GET', url: '/api/mapa/pdf?ano=2026&mes=11' });
    expectPdf(res);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    const report = await loadMonthlyReport(t.db, company!, 2026, 11);
    const all = pdfText(await monthlyReportPdf(report, { compress: false }));
    expect(all).toContain('Mês/Ano: novembro/2026 · UF: GO');
    expect(all).toContain('Mês/Ano: novembro/2026 · UF: MT');
    expect(all).toContain('Rio Verde');
    const mt = pdfText(await monthlyReportPdf(report, { uf: 'MT', compress: false }));
    expect(mt).not.toContain('Rio Verde');
    expect(mt).toContain('200,50');
  });
});

describe('marking as sent and the dashboard warning', () => {
  it('is pending from the 1st to the 15th until every UF is marked sent, once each', async () => {
    const { owner } = await novemberOfFlights();
    // October's flight was never reported: it stays, overdue since 15/11, before November.
    const october = {
      year: 2026,
      month: 10,
      overdue: true,
      message: 'Relatório MAPA de outubro atrasado',
      ufs: ['MT'],
    };
    expect((await owner({ method: 'GET', url: '/api/mapa/pendente' })).json().due).toEqual([
      october,
      {
        year: 2026,
        month: 11,
        overdue: false,
        message: 'Relatório MAPA de novembro pendente',
        ufs: ['GO', 'MT'],
      },
    ]);
    await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });
    const twice = await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });
    expect(twice.json().submissions).toEqual([
      expect.objectContaining({ uf: 'MT', sent_by: 'dono@aerosul.com.br' }),
    ]);
    expect(await t.db.select().from(mapaReportSubmissions)).toHaveLength(1);
    expect((await owner({ method: 'GET', url: '/api/mapa/pendente' })).json().due).toEqual([
      october,
      expect.objectContaining({ month: 11, ufs: ['GO'] }),
    ]);
    await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'GO' },
    });
    expect((await owner({ method: 'GET', url: '/api/mapa/pendente' })).json().due).toEqual([
      october,
    ]);
    await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 10, uf: 'MT' },
    });
    expect((await owner({ method: 'GET', url: '/api/mapa/pendente' })).json().due).toEqual([]);
  });

  it('answers 402 to marking when the company cannot act', async () => {
    const { owner, companyId } = await companyReadyToFly(t.app);
    await endTrial(t.db, companyId, new Date('2026-01-01'));
    const res = await owner({
      method: 'POST',
      url: '/api/mapa/enviado',
      payload: { ano: 2026, mes: 11, uf: 'MT' },
    });
    expect(res.statusCode).toBe(402);
  });
});
