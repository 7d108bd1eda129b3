import { describe, expect, it } from 'vitest';
import { stockEntryPage } from '../../domain/stock/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { ENTRIES_PAGE_SIZE } from './entries.ts';
import { stockUp } from '../test/stock-entries.ts';

const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

describe('GET /api/stock/entradas', () => {
  it('answers the entries 20 a page, newest first, with how many there are', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    for (let n = 1; n <= ENTRIES_PAGE_SIZE + 1; n++)
      await stockUp(owner, [{ product_id: ids.product, lote: `L-${n}`, quantidade: 1 }], `${n}`);
    const first = answer(
      await owner({ method: 'GET', url: '/api/stock/entradas' }),
      200,
      stockEntryPage,
    );
    expect(first).toMatchObject({ total: 21, pageSize: 20 });
    expect(first.entradas.map((entry) => entry.nf_numero).slice(0, 2)).toEqual(['21', '20']);
    expect(first.entradas[0]!.linhas.map((lot) => lot.lote)).toEqual(['L-21']);
    const second = answer(
      await owner({ method: 'GET', url: '/api/stock/entradas?pagina=2' }),
      200,
      stockEntryPage,
    );
    expect(second.entradas.map((entry) => entry.nf_numero)).toEqual(['1']);
    const bad = await owner({ method: 'GET', url: '/api/stock/entradas?pagina=zero' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pagina: expect.any(String) });
  });
});
