import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { companyInTwoStates, insertOperation } from '../test/operations.ts';

const { clock, moveTo } = movableClock(new Date('2026-11-10T12:00:00-03:00'));
const t = useTestApp({ clock });

/** October's flights of a company: two in MT (its sample property), one in GO. */
async function octoberInTwoStates() {
  const fly = await companyInTwoStates(t.app);
  const { companyId, ids, goias } = fly;
  await insertOperation(t.db, companyId, ids, { data: '2026-10-01' });
  await insertOperation(t.db, companyId, ids, { data: '2026-10-31' });
  await insertOperation(t.db, companyId, ids, { data: '2026-10-15', property_id: goias });
  // Not concluded, or not October: never owed.
  await insertOperation(t.db, companyId, ids, {
    data: '2026-10-20',
    property_id: goias,
    status: 'agendada',
  });
  await insertOperation(t.db, companyId, ids, { data: '2026-11-02', property_id: goias });
  return fly;
}

const october = (overdue: boolean, ufs: string[]) => ({
  year: 2026,
  month: 10,
  overdue,
  message: `Relatório MAPA de outubro ${overdue ? 'atrasado' : 'pendente'}`,
  ufs,
});

describe("GET /api/dashboard's MAPA report", () => {
  it('warns from the 1st, turns overdue after the 15th and stays until every UF is sent', async () => {
    const { owner } = await octoberInTwoStates();
    const mapa = async (at: string) => {
      moveTo(new Date(at));
      return (await owner({ method: 'GET', url: '/api/dashboard' })).json().mapa;
    };
    expect(await mapa('2026-11-01T00:05:00-03:00')).toEqual([october(false, ['GO', 'MT'])]);
    expect(await mapa('2026-11-15T23:59:00-03:00')).toEqual([october(false, ['GO', 'MT'])]);
    expect(await mapa('2026-11-16T00:00:00-03:00')).toEqual([october(true, ['GO', 'MT'])]);
    // Marked within the trial (7 days from the 10th).
    const markSent = async (uf: string) => {
      moveTo(new Date('2026-11-16T12:00:00-03:00'));
      const sent = await owner({
        method: 'POST',
        url: '/api/mapa/enviado',
        payload: { ano: 2026, mes: 10, uf },
      });
      expect(sent.statusCode).toBe(200);
    };
    await markSent('MT');
    expect(await mapa('2026-11-30T23:59:00-03:00')).toEqual([october(true, ['GO'])]);
    await markSent('GO');
    expect(await mapa('2026-11-30T23:59:00-03:00')).toEqual([]);
  });

  it('keeps every month not marked sent, oldest first, when the next ones begin (issue 45)', async () => {
    const { owner } = await octoberInTwoStates();
    const mapa = async () => (await owner({ method: 'GET', url: '/api/dashboard' })).json().mapa;
    moveTo(new Date('2026-12-05T12:00:00-03:00'));
    expect(await mapa()).toEqual([
      october(true, ['GO', 'MT']),
      {
        year: 2026,
        month: 11,
        overdue: false,
        message: 'Relatório MAPA de novembro pendente',
        ufs: ['GO'],
      },
    ]);
    // In January both are overdue, named with their year; December had no flights.
    moveTo(new Date('2027-01-20T12:00:00-03:00'));
    expect((await mapa()).map((due: { message: string }) => due.message)).toEqual([
      'Relatório MAPA de outubro de 2026 atrasado',
      'Relatório MAPA de novembro de 2026 atrasado',
    ]);
  });
});
