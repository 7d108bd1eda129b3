import { describe, expect, it } from 'vitest';
import { mapaDue, mapaMonth, mapaSubmissions } from '../../domain/mapa/contracts.ts';
import { useTestApp } from '../test/app.ts';
import { expectPdf } from '../test/pdf-text.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';

const t = useTestApp({ now: new Date('2026-12-03T10:00:00-03:00') });

describe('the MAPA API answers what its contracts declare', () => {
  it('the month, the files, marking sent and the warning', async () => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const create = (data: string) => newOperation(owner, { ...complete, data });
    const done = await create('2026-11-20');
    await owner({
      method: 'POST',
      url: `/api/operations/${done}/concluir`,
      payload: { confirmarClima: true },
    });
    await create('2026-11-22'); // still open: pending

    const due = answer(await owner({ method: 'GET', url: '/api/mapa/pendente' }), 200, mapaDue);
    expect(due.due.map((month) => month.ufs)).toEqual([['MT']]);
    const month = answer(
      await owner({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' }),
      200,
      mapaMonth,
    );
    expect(month.report.states[0]!.rows).toHaveLength(1);
    expect(month.report.pending).toHaveLength(1);
    expect(month.submissions).toEqual([]);

    const sheet = await owner({ method: 'GET', url: '/api/mapa/planilha?ano=2026&mes=11&uf=MT' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await owner({ method: 'GET', url: '/api/mapa/pdf?ano=2026&mes=11' });
    expectPdf(pdf);

    const sent = answer(
      await owner({
        method: 'POST',
        url: '/api/mapa/enviado',
        payload: { ano: 2026, mes: 11, uf: 'MT' },
      }),
      200,
      mapaSubmissions,
    );
    expect(sent.submissions.map((s) => s.uf)).toEqual(['MT']);
    expect(
      answer(await owner({ method: 'GET', url: '/api/mapa/pendente' }), 200, mapaDue).due,
    ).toEqual([]);
  });
});
