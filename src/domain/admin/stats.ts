import { z } from 'zod';
import { formatDecimal } from '../format.ts';

/**
 * The stats cards (spec part 2 §2). 'Empresas Ativas' and 'Aguardando Pagamento' are the groups
 * of spec §4 'E-mail list grouping': both with the active flag set, the first with the
 * subscription active, the second with it trial or inactive. 'Total de Usuários' counts the
 * users with an active membership (the spec's stats read profiles' user_id and active).
 */
export const adminStats = z.strictObject({
  total_companies: z.number(),
  total_users: z.number(),
  active_companies: z.number(),
  awaiting_payment: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** Spec §9: active companies / total companies × 100, to 1 decimal: '42,5%' (none: '0,0%'). */
export function conversionRate(stats: Pick<AdminStats, 'active_companies' | 'total_companies'>) {
  const rate =
    stats.total_companies === 0 ? 0 : (stats.active_companies / stats.total_companies) * 100;
  return `${formatDecimal(Math.round(rate * 10) / 10, 1)}%`;
}
