import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { companyRule, routesMatching } from '../test/route-walk.ts';
import { addEmployee, EMPLOYEE, hrCompany } from '../test/hr.ts';
import { postRun } from '../test/payroll.ts';

/** The payroll routes walked: the office's only, the owner's to reopen, 402 on every write. */
const t = useTestApp();

const payrollRoutes = () => routesMatching(t.app, /^\/api\/hr\/(tabelas|folhas)/);

describe('the payroll routes', () => {
  it('are the office’s: 403 for a pilot on every one, reopening the owner’s alone', async () => {
    const hr = await hrCompany(t.app);
    await addEmployee(hr.owner, EMPLOYEE.agronomist);
    const run = await postRun(hr.owner, '2026-11');
    const call = (route: RouteOptions) => ({
      method: String(route.method) as 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: route.url.replace(':itemId', run.itens[0]!.id).replace(':id', run.id),
      ...(String(route.method) === 'PATCH' && { payload: {} }),
    });
    const routes = payrollRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      const roles = route.url.endsWith('/reabrir') ? ['owner'] : ['owner', 'admin'];
      expect(companyRule(route), route.url).toMatchObject({ scope: 'company', roles });
      expect((await hr.pilot(call(route))).statusCode, route.url).toBe(403);
    }
  });

  it('ask for a subscription (402) on everything that writes', async () => {
    const hr = await hrCompany(t.app);
    await addEmployee(hr.owner, EMPLOYEE.agronomist);
    const run = await postRun(hr.owner, '2026-11');
    await endTrial(t.db, hr.companyId, new Date('2020-01-01'));
    const writes = payrollRoutes().filter((route) => route.method !== 'GET');
    for (const route of writes) {
      expect(companyRule(route).acts, route.url).toBe(true);
      const url = route.url.replace(':itemId', run.itens[0]!.id).replace(':id', run.id);
      const res = await hr.owner({ method: route.method as 'POST', url, payload: {} });
      expect(res.statusCode, route.url).toBe(402);
    }
  });

  it('refuse a typed entry out of its limits, naming the field', async () => {
    const hr = await hrCompany(t.app);
    await addEmployee(hr.owner, EMPLOYEE.agronomist);
    const run = await postRun(hr.owner, '2026-11');
    const url = `/api/hr/folhas/${run.id}/itens/${run.itens[0]!.id}`;
    const table = [
      [{ horas_extras_50: -1 }, 'horas_extras_50', 'Horas extras 50% não podem ser negativas.'],
      [{ dias_faltas: 31 }, 'dias_faltas', 'Dias de falta deve ser no máximo 30.'],
      [{ comissoes_cents: 'abc' }, 'comissoes_cents', 'Comissões deve ser um número.'],
      [{ horas: 2 }, 'body', 'Chave inválida: "horas"'],
    ] as const;
    for (const [payload, field, message] of table) {
      const res = await hr.owner({ method: 'PATCH', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields, field).toEqual({ [field]: message });
    }
    // Descontos above the proventos: refused, naming the employee.
    const negative = await hr.owner({
      method: 'PATCH',
      url,
      payload: { outros_descontos_cents: 2_000_000 },
    });
    expect([negative.statusCode, negative.json().error]).toEqual([
      400,
      {
        code: 'PAYROLL_NEGATIVE_NET',
        message: 'Ana Souza: Os descontos superam os proventos. Revise os lançamentos.',
      },
    ]);
  });
});
