import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { stockUp } from '../test/stock-entries.ts';
import { LOTS_PAGE_SIZE } from './balances.ts';

// An item's lots are read when its balance row is opened (issue 43 item 5): a page of 20, first
// to expire first, in the company's scope. The server's day is stopped at 24/11/2026.
const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

type Lot = { lote: string; validade: string | null; vencido: boolean; vencendo: boolean };

/** The sample product in 25 lots of 1 L, L-01 expiring first (on 2026-11-20, already expired). */
async function productInLots() {
  const fly = await companyReadyToFly(t.app);
  await stockUp(
    fly.owner,
    Array.from({ length: 25 }, (_, i) => ({
      product_id: fly.ids.product,
      lote: `L-${String(i + 1).padStart(2, '0')}`,
      quantidade: 1,
      validade: addDays('2026-11-20', i * 7),
    })),
  );
  return fly;
}

describe('GET /api/stock/produtos/:id/lotes', () => {
  it('answers 20 lots a page, first to expire first, with the total', async () => {
    const { owner, ids } = await productInLots();
    const url = `/api/stock/produtos/${ids.product}/lotes`;
    const first = (await owner({ method: 'GET', url })).json();
    expect(first).toMatchObject({ total: 25, pageSize: LOTS_PAGE_SIZE });
    const names = (page: { lotes: Lot[] }) => page.lotes.map((lot) => lot.lote);
    expect(names(first)).toEqual(
      Array.from({ length: 20 }, (_, i) => `L-${String(i + 1).padStart(2, '0')}`),
    );
    // 20/11 is before today (expired); 27/11 and 04/12 fall within 30 days of 24/11 (up to
    // 24/12); 25/12 does not.
    expect(
      first.lotes.slice(0, 6).map((lot: Lot) => [lot.validade, lot.vencido, lot.vencendo]),
    ).toEqual([
      ['2026-11-20', true, false],
      ['2026-11-27', false, true],
      ['2026-12-04', false, true],
      ['2026-12-11', false, true],
      ['2026-12-18', false, true],
      ['2026-12-25', false, false],
    ]);
    const second = (await owner({ method: 'GET', url: `${url}?pagina=2` })).json();
    expect(second.total).toBe(25);
    expect(names(second)).toEqual(['L-21', 'L-22', 'L-23', 'L-24', 'L-25']);
    // A page past the last lot has no row to carry the count: it still answers the total.
    const past = (await owner({ method: 'GET', url: `${url}?pagina=3` })).json();
    expect(past).toMatchObject({ lotes: [], total: 25 });
    const bad = await owner({ method: 'GET', url: `${url}?pagina=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pagina: 'Página inválida.' });
  });

  it("the balance carries the lots' count and whether one expired, not the lots", async () => {
    const { owner } = await productInLots();
    const balances = (await owner({ method: 'GET', url: '/api/stock/saldos' })).json();
    expect(balances.itens[0]).toMatchObject({
      nome: 'Fox Xpro',
      quantidade: 25,
      num_lotes: 25,
      vencido: true,
      vencendo: false,
    });
    expect(balances.itens[0]).not.toHaveProperty('lotes');
  });

  it("answers 404 for another company's product and for a malformed id", async () => {
    const a = await productInLots();
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    for (const [caller, url] of [
      [b.owner, `/api/stock/produtos/${a.ids.product}/lotes`],
      [a.owner, '/api/stock/produtos/x/lotes'],
    ] as const)
      expect((await caller({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('lets a pilot read the lots without their amounts (decision 034)', async () => {
    const { companyId, ids } = await productInLots();
    const pilot = await pilotCaller(t.app, companyId);
    const res = await pilot({ method: 'GET', url: `/api/stock/produtos/${ids.product}/lotes` });
    expect(res.statusCode).toBe(200);
    expect(res.json().lotes[0]).toMatchObject({ lote: 'L-01', saldo: 1 });
    expect(res.body).not.toMatch(/_cents/);
  });
});

describe('GET /api/stock/combustiveis/:combustivel/lotes', () => {
  it("answers a fuel's lots in the company's scope only", async () => {
    const a = await companyReadyToFly(t.app);
    await stockUp(a.owner, [{ combustivel: 'avgas', lote: 'AV-1', quantidade: 800 }]);
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const url = '/api/stock/combustiveis/avgas/lotes';
    const mine = (await a.owner({ method: 'GET', url })).json();
    expect(mine).toMatchObject({
      total: 1,
      lotes: [{ lote: 'AV-1', saldo: 800, nome: 'AVGAS 100LL' }],
    });
    // Another company's fuel is not there: B has no AVGAS of its own.
    expect((await b.owner({ method: 'GET', url })).json()).toEqual({
      lotes: [],
      total: 0,
      pageSize: LOTS_PAGE_SIZE,
    });
    const bad = await a.owner({ method: 'GET', url: '/api/stock/combustiveis/diesel/lotes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ combustivel: 'Combustível inválido.' });
  });
});
