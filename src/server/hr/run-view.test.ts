import { describe, expect, it } from 'vitest';
import { payrollItem, payrollRunView } from '../../domain/hr/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { hrCompanyWith } from '../test/hr.ts';
import { postRun, readRun } from '../test/payroll.ts';

// The run's page reads the run with each employee's row (name, role, totals) and opens one
// holerite at a time (issue 43 item 5): the rows' totals are the holerites' own.
const t = useTestApp({ now: new Date('2026-12-02T12:00:00Z') });

describe('GET /api/hr/folhas/:id and /itens/:itemId', () => {
  it("answers each employee's row with the totals of the holerite it opens to", async () => {
    const hr = await hrCompanyWith(t.app, ['pilot', 'agronomist', 'mechanic']);
    const posted = await postRun(hr.owner, '2026-11');
    const url = `/api/hr/folhas/${posted.id}`;
    const view = answer(await hr.owner({ method: 'GET', url }), 200, payrollRunView);
    expect(view.itens.map((row) => row.id)).toEqual(posted.itens.map((item) => item.id));
    for (const row of view.itens) {
      const item = answer(
        await hr.owner({ method: 'GET', url: `${url}/itens/${row.id}` }),
        200,
        payrollItem,
      );
      expect(item).toEqual(posted.itens.find((i) => i.id === row.id));
      // The row's net is its holerite's: proventos − descontos.
      expect([row.proventos_cents, row.descontos_cents, row.liquido_cents]).toEqual([
        item.resultado.totalProventos,
        item.resultado.totalDescontos,
        item.resultado.salarioLiquido,
      ]);
      expect(row.liquido_cents).toBe(row.proventos_cents - row.descontos_cents);
    }
    // The run's totals are its rows' sums.
    expect(view.liquido_cents).toBe(view.itens.reduce((sum, row) => sum + row.liquido_cents, 0));
    expect(await readRun(hr.owner, posted.id)).toEqual(posted);
  });

  it("refuses a pilot (403) and answers 404 for another company's item", async () => {
    const hr = await hrCompanyWith(t.app, ['agronomist']);
    const stranger = await hrCompanyWith(t.app, ['agronomist'], 'dono@outra.com.br');
    const mine = await postRun(hr.owner, '2026-11');
    const theirs = await postRun(stranger.owner, '2026-11');
    const url = (itemId: string) => `/api/hr/folhas/${mine.id}/itens/${itemId}`;
    expect((await hr.pilot({ method: 'GET', url: url(mine.itens[0]!.id) })).statusCode).toBe(403);
    const foreign = await hr.owner({ method: 'GET', url: url(theirs.itens[0]!.id) });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'NOT_FOUND']);
    // Both ids are checked in one statement: another company's run with one's own item is 404 too.
    const theirRun = `/api/hr/folhas/${theirs.id}/itens/${mine.itens[0]!.id}`;
    const crossed = await hr.owner({ method: 'GET', url: theirRun });
    expect([crossed.statusCode, crossed.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await hr.owner({ method: 'GET', url: url('nao-e-um-id') });
    expect(malformed.statusCode).toBe(404);
  });
});
