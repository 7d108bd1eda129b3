import { z } from 'zod';

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
