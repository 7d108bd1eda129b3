import { z } from 'zod';
import { CLIENT_ERROR_TYPES } from '../monitoring/values.ts';
import { nullableText, pageOf } from '../wire.ts';
import { busca, pagina } from '../registers/fields.ts';

// Monitoramento (spec part 2 §2, §4 'Health status', §8 'Health-check handling', §9 'Health
// check'): what the system-health page shows and how each probe becomes a status, and the
// browsers' error log as the admin pages it.

export const HEALTH_CHECK = {
  /** The page runs its first check this long after opening… */
  firstAfterMs: 2_000,
  /** …then again every 5 min. */
  everyMs: 5 * 60_000,
  /** A table answering slower than this is a warning. */
  databaseSlowMs: 5_000,
  /** An endpoint answering slower than this is slow; a warning when more than one is. */
  endpointSlowMs: 3_000,
} as const;

export const HEALTH_STATUSES = ['healthy', 'warning', 'error'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
/** What the page shows: a status, or 'checking' while a check runs. */
export type HealthDisplay = HealthStatus | 'checking';

export const HEALTH_STATUS_LABELS: Record<HealthDisplay, string> = {
  checking: 'Verificando',
  healthy: 'Saudável',
  warning: 'Atenção',
  error: 'Erro',
};

type Verdict = { status: HealthStatus; message: string };

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A table's probe: its error, if any (§8: PGRST116, row-level security or a permission refusal
 * mean the table is there and protected — healthy; any other error is an error), else its time.
 */
export function tableVerdict(probe: {
  ms: number;
  error?: { code?: string; message: string };
}): Verdict {
  if (probe.error) {
    const { code, message } = probe.error;
    if (code === 'PGRST116' || /row.level security|permission/i.test(message))
      return { status: 'healthy', message: 'Tabela protegida por RLS' };
    return { status: 'error', message: `Erro: ${message}` };
  }
  if (probe.ms > HEALTH_CHECK.databaseSlowMs)
    return { status: 'warning', message: `Resposta lenta (${ms(probe.ms)})` };
  return { status: 'healthy', message: 'Tabela acessível' };
}

/** An endpoint's probe: how long it took and whether it answered as expected. */
export type EndpointProbe = {
  ms: number;
  ok: boolean;
  /** The app's own API is critical; a function like the subscription check is not (§8). */
  critical: boolean;
  httpStatus: number;
};

/**
 * The endpoints' verdicts, in order. A failed critical endpoint is an error, a failed
 * non-critical one stays healthy (§8). Slow is above 3000 ms, and a warning only when more than
 * one endpoint is slow (§9); a lone slow endpoint stays healthy, saying it was slow.
 */
export function endpointVerdicts(probes: readonly EndpointProbe[]): Verdict[] {
  const slow = (probe: EndpointProbe) => probe.ms > HEALTH_CHECK.endpointSlowMs;
  const manySlow = probes.filter(slow).length > 1;
  return probes.map((probe) => {
    if (!probe.ok && probe.critical)
      return { status: 'error', message: `Falhou (HTTP ${probe.httpStatus})` };
    if (!probe.ok)
      return { status: 'healthy', message: `Falha não crítica (HTTP ${probe.httpStatus})` };
    if (slow(probe))
      return {
        status: manySlow ? 'warning' : 'healthy',
        message: `Resposta lenta (${ms(probe.ms)})`,
      };
    return { status: 'healthy', message: 'Respondendo normalmente' };
  });
}

/** §4: healthy if every item is, error if any is, otherwise warning. */
export function overallHealth(statuses: readonly HealthStatus[]): HealthStatus {
  if (statuses.includes('error')) return 'error';
  return statuses.every((status) => status === 'healthy') ? 'healthy' : 'warning';
}

export const healthItem = z.strictObject({
  name: z.string(),
  description: z.string(),
  status: z.enum(HEALTH_STATUSES),
  message: z.string(),
  response_time_ms: z.number(),
  last_checked: z.string(),
});
export type HealthItem = z.infer<typeof healthItem>;

export const healthReport = z.strictObject({
  overall: z.enum(HEALTH_STATUSES),
  checked_at: z.string(),
  items: z.array(healthItem),
});
export type HealthReport = z.infer<typeof healthReport>;

export const CLIENT_ERROR_PAGE_SIZE = 20;

export const clientErrorListQuery = z.object({
  tipo: z.enum(CLIENT_ERROR_TYPES, 'Tipo de erro inválido.').optional(),
  busca: busca(),
  pagina,
});

export const clientErrorRow = z.strictObject({
  id: z.string(),
  timestamp: z.string(),
  type: z.enum(CLIENT_ERROR_TYPES),
  message: z.string(),
  stack: nullableText,
  component_stack: nullableText,
  location: nullableText,
  user_agent: nullableText,
  user_email: nullableText,
});
export type ClientErrorRow = z.infer<typeof clientErrorRow>;

export const clientErrorPage = pageOf(clientErrorRow);
export type ClientErrorPage = z.infer<typeof clientErrorPage>;
