import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, flightAudits, stockShortfalls } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { pdfText } from '../test/pdf-text.ts';

const t = useTestApp();

describe("the contratante's address in the report data", () => {
  it.each([
    [{ endereco: null, municipio: 'Sorriso', uf: 'MT' as const }, 'Sorriso/MT'],
    [
      { endereco: 'Estrada do Arroz, s/n', municipio: 'Sorriso', uf: 'MT' as const },
      'Estrada do Arroz, s/n · Sorriso/MT',
    ],
    [
      { endereco: 'Estrada do Arroz, s/n', municipio: null, uf: 'MT' as const },
      'Estrada do Arroz, s/n',
    ],
  ])('%o is printed as %s by the page and the PDF alike', async (address, expected) => {
    const { owner, ids, complete } = await companyReadyToFly(t.app);
    await t.db.update(clients).set(address).where(eq(clients.id, ids.client));
    const id = await newOperation(owner, complete);
    const page = await owner({ method: 'GET', url: `/api/operations/${id}` });
    expect(page.json().report.contratante.endereco).toBe(expected);
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    const section = pdfText(pdf.rawPayload).split('1. Contratante')[1]!.split('2. Propriedade')[0];
    expect(section).toContain(`Endereço: \n${expected}`);
  });
});

// The report's product quantities are the dose × the area it prints as 'Área tratada' (issue 39
// item 2): the sample operation declares 120,50 ha of a fungicide at 0,500 L/ha, and its flight's
// files measure 118,37 ha inside the plot.
describe("the report's quantities follow the area it prints", () => {
  const measuredInside = {
    talhao_ha: 120.5,
    aplicada_ha: 121.02,
    dentro_ha: 118.37,
    fora_ha: 2.65,
    falhas_ha: 2.13,
    sobreposicao_ha: 0,
    excesso_ha: 0,
    cobertura_pct: 98.23,
    falhas_pct: 1.77,
    fora_pct: 2.19,
    sobreposicao_pct: 0,
  };

  it('declared 120,50 ha: 60,250 L; measured 118,37 ha chosen: 59,185 L; a frozen report keeps what it printed', async () => {
    const { owner, companyId, complete } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, complete);
    await t.db.insert(flightAudits).values({
      company_id: companyId,
      operation_id: id,
      figuras: measuredInside,
      formas: { aplicada: null, sobreposicao: null, fora: null, falhas: null },
    });
    const report = async () =>
      (await owner({ method: 'GET', url: `/api/operations/${id}` })).json().report;
    const choose = async (area_relatorio: string) => {
      const url = `/api/operations/${id}/voo/area-relatorio`;
      const res = await owner({ method: 'PUT', url, payload: { area_relatorio } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const quantities = (data: { produtos: { quantidade_total: number | null }[] }) =>
      data.produtos.map((p) => p.quantidade_total);

    // 120,50 ha × 0,500 L/ha = 60,250 L.
    expect(quantities(await report())).toEqual([60.25]);
    await choose('medida');
    // 118,37 ha × 0,500 L/ha = 59,185 L, printed beside '118,37 ha (medida nos arquivos de voo…)'.
    const measured = await report();
    expect(measured.area_tratada).toEqual({ origem: 'medida', medida_ha: 118.37 });
    expect(quantities(measured)).toEqual([59.185]);
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Área tratada: \n118,37 ha (medida nos arquivos de voo;');
    expect(text).toContain('59,185 L');

    // Concluded, the report is frozen as it then read: choosing again changes the live data,
    // not the version an inspector was handed.
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode, done.body).toBe(200);
    // The stock gives out what the frozen report states: 59,185 L (none in stock here, so all
    // of it is a shortfall), not the declared area's 60,250 L.
    const short = await t.db
      .select({ quantidade: stockShortfalls.quantidade })
      .from(stockShortfalls)
      .where(eq(stockShortfalls.operation_id, id));
    expect(short.map((s) => Number(s.quantidade))).toEqual([59.185]);
    await choose('declarada');
    expect(quantities(await report())).toEqual([59.185]);
  });
});
