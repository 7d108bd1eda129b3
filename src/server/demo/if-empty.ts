import { companies } from '../db/schema/index.ts';
import type { Deps } from './seed.ts';

/**
 * At start-up: only a database without any company gets the demo. The seed's code (its season,
 * flight evidence and accounting, with their libraries) loads only then, not at every start
 * (issue 43 item 4).
 */
export async function seedDemoIfEmpty(deps: Deps) {
  const [any] = await deps.db.select({ id: companies.id }).from(companies).limit(1);
  if (any) return undefined;
  const { seedDemoCompany } = await import('./seed.ts');
  return seedDemoCompany(deps);
}
