import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, stockMovements } from '../db/schema/index.ts';
import { queryRows } from '../db/database.ts';
import { useTestApp } from '../test/app.ts';
import { caller, companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';

const t = useTestApp();

/**
 * The sample company with an operation of 120,50 ha of two products: the sample fungicide at
 * 0,5 L/ha and a fertiliser at 2,375 kg/ha. Answers its id and the products' ids.
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
  const me = await ready.owner({ method: 'GET', url: '/api/me' });
  return {
    ...ready,
    userId: me.json().user.id as string,
    id: created.json().operation.id as string,
    fungicide: ready.ids.product,
    fertiliser,
  };
}

/** The ledger of an operation, oldest first. */
const movementsOf = (operationId: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.operation_id, operationId))
    .orderBy(asc(stockMovements.created_at), asc(stockMovements.kind));

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
  it('writes one consumo per product, area × dose in its unit, shown as the baixa no estoque', async () => {
    const { owner, id, fungicide, fertiliser, userId } = await operationOfTwoProducts();
    expect(
      (await owner({ method: 'GET', url: `/api/operations/${id}` })).json().baixa_estoque,
    ).toEqual([]);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode).toBe(200);
    const movements = await movementsOf(id);
    expect(
      movements.map(({ product_id, kind, quantity, unit, reversed_by, created_by }) => ({
        product_id,
        kind,
        quantity,
        unit,
        reversed_by,
        created_by,
      })),
    ).toEqual(
      expect.arrayContaining([
        // 120,50 ha × 0,5 L/ha and 120,50 ha × 2,375 kg/ha
        {
          product_id: fungicide,
          kind: 'consumo',
          quantity: -60.25,
          unit: 'L',
          reversed_by: null,
          created_by: userId,
        },
        {
          product_id: fertiliser,
          kind: 'consumo',
          quantity: -286.188,
          unit: 'kg',
          reversed_by: null,
          created_by: userId,
        },
      ]),
    );
    expect(movements).toHaveLength(2);
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
    expect(await movementsOf(id)).toHaveLength(2);
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
    const { owner, id, fungicide, fertiliser, companyId } = await operationOfTwoProducts();
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    const admin = await joinCompany(t.app, companyId, 'admin', 'admin@aerosul.com.br');
    const reopened = await caller(
      t.app,
      admin.cookie,
    )({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
    });
    expect(reopened.json().baixa_estoque).toEqual([]);
    expect(await netOf(id)).toEqual({ [fungicide]: 0, [fertiliser]: 0 });
    const reversals = (await movementsOf(id)).filter((m) => m.kind === 'estorno');
    expect(reversals.map((m) => [m.quantity, m.created_by])).toEqual(
      expect.arrayContaining([
        [60.25, admin.userId],
        [286.188, admin.userId],
      ]),
    );
    // Each consumo points at the estorno that reversed it; the history keeps both.
    const consumed = (await movementsOf(id)).filter((m) => m.kind === 'consumo');
    expect(consumed.map((m) => m.reversed_by).sort()).toEqual(reversals.map((m) => m.id).sort());

    const again = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(again.json().baixa_estoque.map((b: { quantidade: number }) => b.quantidade)).toEqual([
      60.25, 286.188,
    ]);
    expect(await movementsOf(id)).toHaveLength(6);
    expect(await netOf(id)).toEqual({ [fungicide]: -60.25, [fertiliser]: -286.188 });

    // A concluded operation is cancelled only after reopening it, which gives everything back.
    const cancel = await owner({ method: 'POST', url: `/api/operations/${id}/cancelar` });
    expect(cancel.json().error.code).toBe('OPERATION_ACTION_INVALID');
    await owner({ method: 'POST', url: `/api/operations/${id}/reabrir` });
    await owner({ method: 'POST', url: `/api/operations/${id}/cancelar` });
    expect(await netOf(id)).toEqual({ [fungicide]: 0, [fertiliser]: 0 });
  });

  it('refuses a second consumo in force for the same operation and product', async () => {
    const { owner, id, fungicide, companyId } = await operationOfTwoProducts();
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    const again = t.db.insert(stockMovements).values({
      company_id: companyId,
      product_id: fungicide,
      kind: 'consumo',
      quantity: -1,
      unit: 'L',
      operation_id: id,
    });
    await expect(again).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'stock_movements_consumo_in_force_unique' },
    });
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
    await t.db
      .update(companies)
      .set({ subscription_status: 'active' })
      .where(eq(companies.id, companyId));
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@aerosul.com.br');
    await owner({
      method: 'PUT',
      url: `/api/registers/pilots/${ids.pilot}`,
      payload: { nome: 'Carlos Mendes', canac: '123456', user_id: pilot.userId },
    });
    const call = caller(t.app, pilot.cookie);
    expect((await call({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'POST', url: `/api/operations/${id}/reabrir` })).statusCode).toBe(
      403,
    );
    expect((await movementsOf(id)).map((m) => m.created_by)).toEqual([pilot.userId, pilot.userId]);
    expect(await netOf(id)).toEqual({ [fungicide]: -60.25, [fertiliser]: -286.188 });
  });

  it('goes with its company when the company is deleted', async () => {
    const { owner, id, companyId } = await operationOfTwoProducts();
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    await owner({ method: 'POST', url: `/api/operations/${id}/reabrir` });
    await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    await t.db.delete(companies).where(eq(companies.id, companyId));
    expect(await t.db.select().from(stockMovements)).toEqual([]);
  });
});
