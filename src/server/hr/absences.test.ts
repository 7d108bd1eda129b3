import { describe, expect, it } from 'vitest';
import { payrollItem } from '../../domain/hr/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { hrCompanyWith } from '../test/hr.ts';
import type { Caller } from '../test/operations.ts';
import { postRun, settingsPayload } from '../test/payroll.ts';

// Sunday 29 November 2026 in São Paulo.
const t = useTestApp({ now: new Date('2026-11-29T15:00:00Z') });

/** Types a month's entry for one item of a draft; answers the whole refused reply or the item. */
const typeItem = (owner: Caller, runId: string, itemId: string, payload: object) =>
  owner({ method: 'PATCH', url: `/api/hr/folhas/${runId}/itens/${itemId}`, payload });

const faltasLine = (item: { resultado: { linhas: { codigo: string }[] } }) =>
  item.resultado.linhas.find((line) => line.codigo === 'faltas');

// The clerk earns R$ 2.300,00 (src/server/test/hr.ts).
describe('the absence rule, a setting of the tables version', () => {
  it('discounts by the spec by default: salary ÷ 22 × days, on the line "Faltas"', async () => {
    const hr = await hrCompanyWith(t.app, ['clerk']);
    const run = await postRun(hr.owner, '2026-11');
    const clerk = run.itens[0]!;
    const typed = answer(
      await typeItem(hr.owner, run.id, clerk.id, { dias_faltas: 2 }),
      200,
      payrollItem,
    );
    // 2.300,00 ÷ 22 × 2 = 209,0909… → 209,09
    expect(faltasLine(typed)).toEqual({
      codigo: 'faltas',
      descricao: 'Faltas',
      referencia: '2 dias',
      tipo: 'desconto',
      valor: 20_909,
    });
  });

  it('discounts by the CLT when the company chose it: 1/30 per day + the DSR of each week (Lei 605/1949 art. 6º)', async () => {
    const hr = await hrCompanyWith(t.app, ['clerk']);
    const saved = await hr.owner({
      method: 'POST',
      url: '/api/hr/tabelas',
      payload: settingsPayload('2026-11', { faltas_regra: 'clt' }),
    });
    expect([saved.statusCode, saved.json().faltas_regra]).toEqual([201, 'clt']);
    const run = await postRun(hr.owner, '2026-11');
    const clerk = run.itens[0]!;
    // Two days in one week (untyped: ⌈2 ÷ 6⌉ = 1): 2.300,00 ÷ 30 × (2 + 1) = 230,00.
    const oneWeek = answer(
      await typeItem(hr.owner, run.id, clerk.id, { dias_faltas: 2 }),
      200,
      payrollItem,
    );
    expect(faltasLine(oneWeek)).toMatchObject({
      descricao: 'Faltas (CLT: 1/30 + DSR)',
      referencia: '2 dias + 1 DSR',
      valor: 23_000,
    });
    // The same two days in two weeks: 2.300,00 ÷ 30 × (2 + 2) = 306,6666… → 306,67.
    const twoWeeks = answer(
      await typeItem(hr.owner, run.id, clerk.id, { semanas_faltas: 2 }),
      200,
      payrollItem,
    );
    expect(faltasLine(twoWeeks)).toMatchObject({ referencia: '2 dias + 2 DSR', valor: 30_667 });
    expect(twoWeeks.resultado.descontoFaltas).toBe(30_667);
    // More weeks than days absent: 400 on the field.
    const refused = await typeItem(hr.owner, run.id, clerk.id, { semanas_faltas: 3 });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      400,
      { semanas_faltas: 'As semanas com falta vão de 1 até os dias de falta (2).' },
    ]);
  });
});
