import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, stockLots, stockMovements, stockShortfalls } from '../db/schema/index.ts';
import { queryRows } from '../db/database.ts';
import { useTestApp } from '../test/app.ts';
import { caller, companyReadyToFly, linkSamplePilot } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { stockUp } from '../test/stock-entries.ts';
import { setCompany } from '../test/factories.ts';

const t = useTestApp();

/**
 * The sample company with an operation of 120,50 ha of two products: the sample fungicide at
 * 0,5 L/ha and a fertiliser at 2,375 kg/ha, in stock — the fungicide in two lots, 40 L expiring
 * first and 100 L, the fertiliser in one of 500 kg. Answers its id, the products' and lots' ids.
 */
async function operationOfTwoProducts(email?: string) {
  const ready = await companyReadyToFly(t.app, email);
  const fertiliser = (
    await ready.owner({
      method: 'POST',
      url: '/api/registers/products',
      payload: { nome_comercial: 'Ureia Protegida', classe: 'fertilizante', unidade: 'kg' },
    })
  ).json().id as string;
  const payload = {
    ...ready.complete,
    products: [
      ...ready.complete.products,
      {
        product_id: fertiliser,
        dose_por_ha: 2.375,
        receituario_numero: 'RA-2026-0457',
        receituario_data: '2026-11-08',
      },
    ],
  };
  const created = await ready.owner({ method: 'POST', url: '/api/operations', payload });
  const lots = await stockUp(ready.owner, [
    { product_id: ready.ids.product, lote: 'FX-2', quantidade: 100, validade: '2027-12-31' },
    { product_id: ready.ids.product, lote: 'FX-1', quantidade: 40, validade: '2027-03-31' },
    { product_id: fertiliser, lote: 'UR-9', quantidade: 500, unidade: 'kg' },
  ]);
  const me = await ready.owner({ method: 'GET', url: '/api/me' });
  return {
    ...ready,
    userId: me.json().user.id as string,
    id: created.json().operation.id as string,
    fungicide: ready.ids.product,
    fertiliser,
    lots: { later: lots['FX-2']!, first: lots['FX-1']!, fertiliser: lots['UR-9']! },
  };
}

/** The ledger of an operation, oldest first. */
const movementsOf = (operationId: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.operation_id, operationId))
    .orderBy(asc(stockMovements.created_at), asc(stockMovements.kind));

/** Every lot's balance, by id. */
async function saldos() {
  const rows = await t.db.select({ id: stockLots.id, saldo: stockLots.saldo }).from(stockLots);
  return Object.fromEntries(rows.map((row) => [row.id, row.saldo]));
}

/** Net quantity per product of an operation's movements (negative: consumed). */
async function netOf(operationId: string) {
  const rows = await queryRows<{ product_id: string; net: string }>(
    t.db,
    sql`select product_id, sum(quantity)::text as net from stock_movements
        where operation_id = ${operationId} group by product_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.product_id, Number(r.net)]));
}

describe('concluding an operation consumes its products from stock', () => {
  it('takes area × dose of each product from its lots, first-expiring first, across lots', async () => {
    const { owner, id, fungicide, fertiliser, userId, lots } = await operationOfTwoProducts();
    expect(
      (await owner({ method: 'GET', url: `/api/operations/${id}` })).json().baixa_estoque,
    ).toEqual([]);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode).toBe(200);
    const movements = await movementsOf(id);
    expect(
      movements.map(({ product_id, lot_id, kind, quantity, unit, reversed_by, created_by }) => ({
        product_id,
        lot_id,
        kind,
        quantity,
        unit,
        reversed_by,
        created_by,
      })),
    ).toEqual(
      expect.arrayContaining([
        // 120,50 ha × 0,5 L/ha = 60,25 L: the 40 L lot that expires first, then 20,25 L of the
        // next; 120,50 ha × 2,375 kg/ha
        {
          product_id: fungicide,
          lot_id: lots.first,
          kind: 'consumo',
          quantity: -40,
          unit: 'L',
          reversed_by: null,
          created_by: userId,
        },
        {
          product_id: fungicide,
          lot_id: lots.later,
          kind: 'consumo',
          quantity: -20.25,
          unit: 'L',
          reversed_by: null,
          created_by: userId,
        },
        {
          product_id: fertiliser,
          lot_id: lots.fertiliser,
          kind: 'consumo',
          quantity: -286.188,
          unit: 'kg',
          reversed_by: null,
          created_by: userId,
        },
      ]),
    );
    expect(movements).toHaveLength(3);
    expect(await saldos()).toEqual({
      [lots.first]: 0,
      [lots.later]: 79.75,
      [lots.fertiliser]: 213.812,
    });
    expect(done.json().baixa_estoque).toEqual([
      { product_id: fungicide, produto: 'Fox Xpro', quantidade: 60.25, unidade: 'L' },
      { product_id: fertiliser, produto: 'Ureia Protegida', quantidade: 286.188, unidade: 'kg' },
    ]);
    expect(
      (await owner({ method: 'GET', url: `/api/operations/${id}` })).json().baixa_estoque,
    ).toEqual(done.json().baixa_estoque);
  });

  it('consumes once however the conclusion is retried or sent twice at the same time', async () => {
    const { owner, id, fungicide, fertiliser } = await operationOfTwoProducts();
    const both = await Promise.all([
      owner({ method: 'POST', url: `/api/operations/${id}/concluir` }),
      owner({ method: 'POST', url: `/api/operations/${id}/concluir` }),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    const retry = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(retry.statusCode).toBe(200);
    expect(await movementsOf(id)).toHaveLength(3);
    expect(await netOf(id)).toEqual({ [fungicide]: -60.25, [fertiliser]: -286.188 });
  });

  it('never lets an edit sent with the conclusion change what the conclusion consumed', async () => {
    const { owner, id, complete, fungicide } = await operationOfTwoProducts();
    // The edit drops the fertiliser and doubles the fungicide's dose; whichever comes first
    // wins, and the ledger must match the products the concluded operation keeps.
    const edit = { ...complete, products: [{ ...complete.products[0]!, dose_por_ha: 1 }] };
    const [, edited] = await Promise.all([
      owner({ method: 'POST', url: `/api/operations/${id}/concluir` }),
      owner({ method: 'PUT', url: `/api/operations/${id}`, payload: edit }),
    ]);
    expect([200, 409]).toContain(edited.statusCode);
    const detail = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
    expect(detail.operation.status).toBe('concluida');
    const net = await netOf(id);
    expect(Object.keys(net).sort()).toEqual(
      detail.products.map((p: { product_id: string }) => p.product_id).sort(),
    );
    expect(net[fungicide]).toBe(edited.statusCode === 200 ? -120.5 : -60.25);
    // Once concluded, an edit is refused and changes nothing.
    const late = await owner({ method: 'PUT', url: `/api/operations/${id}`, payload: edit });
    expect(late.statusCode).toBe(409);
    expect(await netOf(id)).toEqual(net);
  });

  it('gives the consumption back on reopening, and consumes once again on concluding again', async () => {
    const { owner, id, fungicide, fertiliser, companyId, lots } = await operationOfTwoProducts();
    const full = await saldos();
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    const admin = await joinCompany(t.app, companyId, 'admin', 'admin@aerosul.com.br');
    const reopened = await caller(
      t.app,
      admin.cookie,
    )({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
      payload: { motivo: 'Dose corrigida pelo agrônomo' },
    });
    expect(reopened.json().baixa_estoque).toEqual([]);
    expect(await netOf(id)).toEqual({ [fungicide]: 0, [fertiliser]: 0 });
    // Each estorno returns to the lot it was taken from.
    expect(await saldos()).toEqual(full);
    const reversals = (await movementsOf(id)).filter((m) => m.kind === 'estorno');
    expect(reversals.map((m) => [m.lot_id, m.quantity, m.created_by])).toEqual(
      expect.arrayContaining([
        [lots.first, 40, admin.userId],
        [lots.later, 20.25, admin.userId],
        [lots.fertiliser, 286.188, admin.userId],
      ]),
    );
    // Each consumo points at the estorno that reversed it; the history keeps both.
    const consumed = (await movementsOf(id)).filter((m) => m.kind === 'consumo');
    expect(consumed.map((m) => m.reversed_by).sort()).toEqual(reversals.map((m) => m.id).sort());

    const again = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(again.json().baixa_estoque.map((b: { quantidade: number }) => b.quantidade)).toEqual([
      60.25, 286.188,
    ]);
    expect(await movementsOf(id)).toHaveLength(9);
    expect(await netOf(id)).toEqual({ [fungicide]: -60.25, [fertiliser]: -286.188 });

    // A concluded operation is cancelled only after reopening it, which gives everything back.
    const cancel = await owner({ method: 'POST', url: `/api/operations/${id}/cancelar` });
    expect(cancel.json().error.code).toBe('OPERATION_ACTION_INVALID');
    await owner({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
      payload: { motivo: 'Dose corrigida pelo agrônomo' },
    });
    await owner({ method: 'POST', url: `/api/operations/${id}/cancelar` });
    expect(await netOf(id)).toEqual({ [fungicide]: 0, [fertiliser]: 0 });
  });

  it('concludes when stock is short: takes what the lots hold and records the rest as a shortfall', async () => {
    const { owner, id, complete, fungicide, lots, companyId } = await operationOfTwoProducts();
    // 3 L/ha × 120,50 ha = 361,5 L of fungicide, 140 L in stock.
    const edit = { ...complete, products: [{ ...complete.products[0]!, dose_por_ha: 3 }] };
    expect(
      (await owner({ method: 'PUT', url: `/api/operations/${id}`, payload: edit })).statusCode,
    ).toBe(200);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode).toBe(200);
    expect(done.json().baixa_estoque).toEqual([
      { product_id: fungicide, produto: 'Fox Xpro', quantidade: 140, unidade: 'L' },
    ]);
    const short = await t.db
      .select()
      .from(stockShortfalls)
      .where(eq(stockShortfalls.operation_id, id));
    expect(short.map((s) => [s.product_id, s.quantidade, s.resolvida_em])).toEqual([
      [fungicide, 221.5, null],
    ]);
    expect((await saldos())[lots.first]).toBe(0);
    expect((await saldos())[lots.later]).toBe(0);
    // Nothing drives a lot below zero, whatever writes it.
    await expect(
      t.db.update(stockLots).set({ saldo: -1 }).where(eq(stockLots.id, lots.later)),
    ).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'stock_lots_saldo_not_negative' },
    });
    // Reopening gives back what was taken and forgets the shortfall.
    await owner({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
      payload: { motivo: 'Dose corrigida pelo agrônomo' },
    });
    expect(
      await t.db.select().from(stockShortfalls).where(eq(stockShortfalls.company_id, companyId)),
    ).toEqual([]);
    expect((await saldos())[lots.later]).toBe(100);
  });

  it("answers 404 for another company's operation and moves nothing", async () => {
    const { id } = await operationOfTwoProducts();
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    for (const action of ['concluir', 'reabrir'])
      expect(
        (await other.owner({ method: 'POST', url: `/api/operations/${id}/${action}` })).statusCode,
      ).toBe(404);
    expect(await movementsOf(id)).toEqual([]);
  });

  it('lets a pilot conclude their flight, consuming its products, but not reopen it', async () => {
    const { owner, id, ids, companyId, fungicide, fertiliser } = await operationOfTwoProducts();
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@aerosul.com.br');
    await linkSamplePilot(owner, ids.pilot, pilot.userId);
    const call = caller(t.app, pilot.cookie);
    expect((await call({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'POST', url: `/api/operations/${id}/reabrir` })).statusCode).toBe(
      403,
    );
    expect((await movementsOf(id)).map((m) => m.created_by)).toEqual([
      pilot.userId,
      pilot.userId,
      pilot.userId,
    ]);
    expect(await netOf(id)).toEqual({ [fungicide]: -60.25, [fertiliser]: -286.188 });
  });

  it('goes with its company when the company is deleted', async () => {
    const { owner, id, companyId } = await operationOfTwoProducts();
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    await owner({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
      payload: { motivo: 'Dose corrigida pelo agrônomo' },
    });
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    await t.db.delete(companies).where(eq(companies.id, companyId));
    expect(await t.db.select().from(stockMovements)).toEqual([]);
  });
});
