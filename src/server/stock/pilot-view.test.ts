import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { entryPayload, stockUp } from '../test/stock-entries.ts';

// Decision 034: a pilot reads the stock (what there is, by lot, and its history) without any
// amount of money — in the answers themselves, not only on the screen — and records nothing
// but his fuel. The server's time is stopped at 24/11/2026 12:00.
const t = useTestApp({ clock: movableClock(new Date('2026-11-24T12:00:00Z')).clock });

async function stockedWithPilot() {
  const fly = await companyReadyToFly(t.app);
  const lots = await stockUp(fly.owner, [
    { product_id: fly.ids.product, lote: 'FX-1', quantidade: 100, validade: '2027-06-30' },
  ]);
  const entries = (await fly.owner({ method: 'GET', url: '/api/stock/entradas' })).json();
  const pilot = await pilotCaller(t.app, fly.companyId);
  return { ...fly, lot: lots['FX-1']!, entry: entries.entradas[0].id as string, pilot };
}

describe("a pilot's stock has no money", () => {
  it('answers every read without an amount, the office still with them', async () => {
    const { owner, pilot, lot, entry, ids } = await stockedWithPilot();
    const lots = `/api/stock/produtos/${ids.product}/lotes`;
    const reads = [
      '/api/stock/saldos',
      lots,
      '/api/stock/movimentos',
      `/api/stock/lotes/${lot}`,
      '/api/stock/entradas',
      `/api/stock/entradas/${entry}`,
      '/api/stock/embalagens',
      '/api/stock/alertas',
    ];
    for (const url of reads) {
      const res = await pilot({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/_cents|R\$/);
    }
    const balances = (await pilot({ method: 'GET', url: '/api/stock/saldos' })).json();
    expect(balances.itens[0]).toMatchObject({ quantidade: 100 });
    expect((await pilot({ method: 'GET', url: lots })).json().lotes[0]).toMatchObject({
      lote: 'FX-1',
      saldo: 100,
    });
    // The office's answer is unchanged: 100 L × R$ 45,00 = R$ 4.500,00.
    const office = (await owner({ method: 'GET', url: '/api/stock/saldos' })).json();
    expect(office.valor_total_cents).toBe(450_000);
    expect((await owner({ method: 'GET', url: lots })).json().lotes[0].custo_unitario_cents).toBe(
      4_500,
    );
  });

  it.each([
    ['/api/stock/saldos.xlsx', ['Custo unitário (médio no total)', 'Valor']],
    ['/api/stock/movimentos.xlsx?de=2026-11-01&ate=2026-11-30', ['Valor']],
  ])('%s leaves out the money columns for a pilot', async (url, money) => {
    const { owner, pilot } = await stockedWithPilot();
    const headers = async (res: { statusCode: number; rawPayload: Buffer }) => {
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const row = sheet.getRow(1).values as unknown[];
      return {
        names: row.filter(Boolean) as string[],
        formats: sheet.columns.map((c) => c.numFmt),
      };
    };
    const office = await headers(await owner({ method: 'GET', url }));
    expect(office.names).toEqual(expect.arrayContaining(money));
    const pilots = await headers(await pilot({ method: 'GET', url }));
    for (const name of money) expect(pilots.names).not.toContain(name);
    expect(pilots.names.length).toBe(office.names.length - money.length);
    expect(pilots.formats.filter((f) => f?.includes('R$'))).toEqual([]);
  });

  it('refuses a pilot the stock records (403), as before', async () => {
    const { pilot, ids } = await stockedWithPilot();
    for (const call of [
      {
        method: 'POST',
        url: '/api/stock/entradas',
        payload: entryPayload([{ product_id: ids.product, lote: 'X', quantidade: 1 }], '9'),
      },
      { method: 'POST', url: '/api/stock/ajustes', payload: {} },
      { method: 'GET', url: '/api/stock/combustivel/custo-hora?de=2026-01-01&ate=2026-12-31' },
    ] as const)
      expect((await pilot(call)).statusCode, call.url).toBe(403);
  });
});
