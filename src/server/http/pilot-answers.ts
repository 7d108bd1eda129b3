import type { preSerializationHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { moneyless, withoutMoney } from '../../domain/pilot-view.ts';

/**
 * A route read by pilots without its amounts (decision 034): each JSON answer a pilot gets is
 * sent through `withoutMoney`, and its response schema also accepts that answer (the office's
 * stays as declared), so the replies' check holds both.
 */
export function answerPilotsWithoutMoney(route: RouteOptions) {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const [status, schema] of Object.entries(response ?? {})) {
    if (!(schema instanceof z.ZodType)) continue;
    const bare = moneyless(schema);
    if (bare !== schema) response![status] = z.union([schema, bare]);
  }
  const forPilots: preSerializationHookHandler<unknown> = async (request, _reply, payload) =>
    request.actor?.role === 'pilot' ? withoutMoney(payload) : payload;
  const existing = route.preSerialization ?? [];
  route.preSerialization = [...(Array.isArray(existing) ? existing : [existing]), forPilots];
}
