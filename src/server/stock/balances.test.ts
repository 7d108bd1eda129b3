import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { BALANCES_PAGE_SIZE } from './balances.ts';
import { stockUp } from '../test/stock-entries.ts';

const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

/** The sample company with 24 more products (Produto 01…24), each with one lot of 10 L at R$ 1,00. */
async function manyProducts() {
  const fly = await companyReadyToFly(t.app);
  const added = await t.db
    .insert(products)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        company_id: fly.companyId,
        nome_comercial: `Produto ${String(i + 1).padStart(2, '0')}`,
        classe: 'herbicida' as const,
        unidade: 'L' as const,
      })),
    )
    .returning({ id: products.id });
  await stockUp(fly.owner, [
    { product_id: fly.ids.product, lote: 'FOX-1', quantidade: 5, custo_unitario_cents: 200 },
    ...added.map(({ id }, i) => ({
      product_id: id,
      lote: `P-${i + 1}`,
      quantidade: 10,
      custo_unitario_cents: 100,
    })),
  ]);
  return fly;
}

describe('GET /api/stock/saldos', () => {
  it('answers 20 items a page, the total and the value of every matching item', async () => {
    const { owner } = await manyProducts();
    const first = (await owner({ method: 'GET', url: '/api/stock/saldos' })).json();
    expect(first.itens).toHaveLength(BALANCES_PAGE_SIZE);
    expect(first).toMatchObject({ total: 25, pageSize: 20, valor_total_cents: 24 * 1000 + 1000 });
    expect(first.itens[0]).toMatchObject({
      nome: 'Fox Xpro',
      quantidade: 5,
      valor_cents: 1000,
      num_lotes: 1,
    });
    const second = (await owner({ method: 'GET', url: '/api/stock/saldos?pagina=2' })).json();
    expect(second.itens.map((item: { nome: string }) => item.nome)).toEqual([
      'Produto 20',
      'Produto 21',
      'Produto 22',
      'Produto 23',
      'Produto 24',
    ]);
    const lots = await owner({
      method: 'GET',
      url: `/api/stock/produtos/${second.itens[4].product_id}/lotes`,
    });
    expect(lots.json().lotes.map((lot: { lote: string }) => lot.lote)).toEqual(['P-24']);
  });

  it('orders the products by name as pt-BR does, not by their bytes', async () => {
    const fly = await companyReadyToFly(t.app);
    const names = ['óleo Mineral', 'Zeta', 'adjuvante', 'Ácido', 'Éter'];
    const added = await t.db
      .insert(products)
      .values(
        names.map((nome_comercial) => ({
          company_id: fly.companyId,
          nome_comercial,
          classe: 'herbicida' as const,
          unidade: 'L' as const,
        })),
      )
      .returning({ id: products.id });
    await stockUp(
      fly.owner,
      added.map(({ id }, i) => ({ product_id: id, lote: `N-${i}`, quantidade: 1 })),
    );
    const balances = (await fly.owner({ method: 'GET', url: '/api/stock/saldos' })).json();
    expect(balances.itens.map((item: { nome: string }) => item.nome)).toEqual([
      'Ácido',
      'adjuvante',
      'Éter',
      'óleo Mineral',
      'Zeta',
    ]);
  });

  it('finds an item by name without accents or case; the filters count over every page', async () => {
    const { owner } = await manyProducts();
    const found = (await owner({ method: 'GET', url: '/api/stock/saldos?busca=F%C3%93X' })).json();
    expect(found).toMatchObject({ total: 1, valor_total_cents: 1000 });
    expect(found.itens.map((item: { nome: string }) => item.nome)).toEqual(['Fox Xpro']);
    const classe = (
      await owner({ method: 'GET', url: '/api/stock/saldos?classe=herbicida&pagina=2' })
    ).json();
    expect(classe).toMatchObject({ total: 24, valor_total_cents: 24_000 });
    expect(classe.itens).toHaveLength(4);
    const bad = await owner({ method: 'GET', url: '/api/stock/saldos?pagina=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pagina: 'Página inválida.' });
  });

  it('exports every matching item, not one page', async () => {
    const { owner } = await manyProducts();
    const res = await owner({ method: 'GET', url: '/api/stock/saldos.xlsx' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets[0]!.getColumn(1).values.filter(
      (value): value is string =>
        typeof value === 'string' && /^(Produto \d+|Fox Xpro)$/.test(value),
    );
    expect(names).toHaveLength(25);
  });
});
