// Payroll budget (issue 16): with a company of 200 employees on a real PostgreSQL, creating a
// month's payroll (POST /api/hr/folhas: 200 items computed and stored) under 2 s and the run's
// 200 holerites in one PDF (GET /api/hr/folhas/:id/holerites) under 5 s, the worst of a few
// runs each; GET /api/health measured in the same run as the floor.
import { withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HEALTH_REQUESTS = 50;

/**
 * The employees, in one statement: every role in turn, salaries from R$ 1.621,00 to about
 * R$ 15.000,00, dependents, benefits, the vale-transporte for one in three, insalubridade for
 * the mechanics, periculosidade for the pilots; admitted over 2020–2025.
 */
export async function seedEmployees(client, companyId) {
  await client.query(
    `insert into employees (company_id, nome, cpf, pis, cargo, admissao, salario_base_cents,
       dependentes, vale_transporte, vale_alimentacao_cents, vale_refeicao_cents, plano_saude_cents,
       plano_odontologico_cents, insalubridade, periculosidade, funcao_gratificada_cents)
     select $1, 'Funcionário ' || lpad(g::text, 3, '0'), lpad(g::text, 11, '0'), null,
       (array['piloto_agricola', 'tecnico_agricola', 'engenheiro_agronomo', 'mecanico',
              'auxiliar_pista', 'administrativo', 'outro'])[1 + g % 7]::employee_role,
       date '2020-01-06' + (g * 9), 162100 + (g * 6737) % 1340000, g % 4,
       g % 3 = 0, (g % 2) * 6000, (g % 5) * 3000, (g % 4) * 15000, (g % 6) * 2500,
       case when g % 7 = 3 then 20 else 0 end, g % 7 = 0, case when g % 10 = 0 then 50000 else 0 end
     from generate_series(1, $2) g`,
    [companyId, EMPLOYEES],
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Times one request `RUNS` times (`request(i)` answers the response, read whole); checks its
 * status. Answers the median, the worst and the size of the last body.
 */
async function timed(request, status) {
  const times = [];
  let body;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await request(i);
    body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - start);
    if (res.status !== status) throw new Error(`answered ${res.status} ${body.toString()}`);
  }
  return { median: median(times), worst: Math.max(...times), bytes: body.length };
}

/** The payroll's two budgets on one seeded company, as rows of the benchmarks' table. */
export async function payrollBench() {
  return withServerOnPostgres({}, async (server) => {
    const { seeded, seconds } = await seedCompanies(server, {
      companies: 1,
      operations: 0,
      more: seedEmployees,
    });
    const { cookie } = seeded[0];
    const api = (path, init = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json', ...init.headers },
      });
    // The company's first read seeds its payroll tables: not part of creating a run.
    await api('/api/hr/tabelas');

    const runIds = [];
    const create = await timed(async (i) => {
      const competencia = `2026-${String(i + 1).padStart(2, '0')}`;
      const res = await api('/api/hr/folhas', {
        method: 'POST',
        body: JSON.stringify({ tipo: 'mensal', competencia }),
      });
      if (res.status === 201) runIds.push((await res.clone().json()).id);
      return res;
    }, 201);
    const last = runIds.at(-1);
    const detail = await (await api(`/api/hr/folhas/${last}`)).json();
    if (detail.itens.length !== EMPLOYEES)
      throw new Error(`the run has ${detail.itens.length} items, not ${EMPLOYEES}`);
    const holerites = await timed(() => api(`/api/hr/folhas/${last}/holerites`), 200);
    const health = [];
    for (let i = 0; i < HEALTH_REQUESTS; i++) {
      const start = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - start);
    }
    const floor = median(health);
    const ms = (value) => `${Math.round(value)} ms`;
    const row = (label, result, budget, extra = '') => ({
      metric: `${label}, ${EMPLOYEES} employees, ${RUNS} runs (seeded in ${seconds} s)`,
      value: `median ${ms(result.median)} · worst ${ms(result.worst)}${extra}; GET /api/health median ${floor.toFixed(1)} ms → ${(result.median / floor).toFixed(0)}×`,
      budget: `worst < ${budget / 1000} s`,
      ok: result.worst < budget,
    });
    return [
      row('create a monthly payroll (POST /api/hr/folhas, a month each)', create, 2000),
      row(
        'every holerite of a run in one PDF (GET /api/hr/folhas/:id/holerites)',
        holerites,
        5000,
        ` · ${Math.round(holerites.bytes / 1024)} KB`,
      ),
    ];
  });
}
