import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  endpointVerdicts,
  overallHealth,
  tableVerdict,
  type HealthItem,
  type HealthReport,
} from '../../../domain/admin/monitoring.ts';
import { queryRows } from '../../db/database.ts';
import { systemDb } from '../../db/system.ts';

/** Spec part 2 §2 'Tables probed', each with its table here. */
const TABLES = [
  { name: 'profiles', table: 'profiles', description: 'Vínculos dos usuários com as empresas' },
  { name: 'clientes', table: 'clients', description: 'Clientes cadastrados pelas empresas' },
  { name: 'operacoes', table: 'operations', description: 'Operações de aplicação aérea' },
  { name: 'propostas', table: 'proposals', description: 'Propostas comerciais' },
] as const;

/**
 * The server's own endpoints, called in-process: the API's health (critical) and, as §7's
 * 'check-subscription', the billing status — which, asked without a session, must refuse (401);
 * a function's failure is not critical (§8). The HEAD to the app's origin measures its latency.
 */
const ENDPOINTS = [
  {
    name: 'API',
    description: 'GET /api/health: o servidor e o banco de dados respondem',
    method: 'GET',
    url: '/api/health',
    expect: 200,
    critical: true,
  },
  {
    name: 'Verificação de assinatura',
    description: 'GET /api/billing/status: a verificação da assinatura responde',
    method: 'GET',
    url: '/api/billing/status',
    expect: 401,
    critical: false,
  },
  {
    name: 'Aplicação web',
    description: 'HEAD /: a latência da origem do aplicativo',
    method: 'HEAD',
    url: '/',
    expect: 200,
    critical: false,
  },
] as const;

const elapsedSince = (start: number) => Math.round(performance.now() - start);

async function probeTable(app: FastifyInstance, table: string) {
  const start = performance.now();
  try {
    await queryRows(systemDb(app), sql`select 1 from ${sql.identifier(table)} limit 1`);
    return { ms: elapsedSince(start) };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { ms: elapsedSince(start), error: { code, message: message ?? String(error) } };
  }
}

async function probeEndpoint(app: FastifyInstance, endpoint: (typeof ENDPOINTS)[number]) {
  const start = performance.now();
  const response = await app.inject({ method: endpoint.method, url: endpoint.url });
  return {
    ms: elapsedSince(start),
    ok: response.statusCode === endpoint.expect,
    critical: endpoint.critical,
    httpStatus: response.statusCode,
  };
}

/** Spec part 2 §2 'Monitoramento': every table and endpoint probed at once, with the overall status. */
export async function runHealthChecks(app: FastifyInstance): Promise<HealthReport> {
  const [tables, endpoints] = await Promise.all([
    Promise.all(TABLES.map((t) => probeTable(app, t.table))),
    Promise.all(ENDPOINTS.map((e) => probeEndpoint(app, e))),
  ]);
  const checkedAt = app.clock.now().toISOString();
  const item = (
    probe: { ms: number },
    subject: { name: string; description: string },
    verdict: { status: HealthItem['status']; message: string },
  ): HealthItem => ({
    name: subject.name,
    description: subject.description,
    ...verdict,
    response_time_ms: probe.ms,
    last_checked: checkedAt,
  });
  const verdicts = endpointVerdicts(endpoints);
  const items = [
    ...tables.map((probe, i) => item(probe, TABLES[i]!, tableVerdict(probe))),
    ...endpoints.map((probe, i) => item(probe, ENDPOINTS[i]!, verdicts[i]!)),
  ];
  return {
    overall: overallHealth(items.map((i) => i.status)),
    checked_at: checkedAt,
    items,
  };
}
