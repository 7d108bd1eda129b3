import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../../domain/companies/values.ts';
import type { Company, Identity } from '../identity/session-reader.ts';

/** Who acts in a company request, built once from the session (`actorOf`). */
export type Actor = {
  userId: string;
  companyId: string;
  role: CompanyRole;
  company: Company;
  /** Whether the company's billing user is subscribed (spec part 1 §4). */
  subscribed: boolean;
  /** The pilot records linked to this user: a pilot flies as one of them. */
  pilotIds: readonly string[];
  /** When the request acts, by the app's clock: the time its writes are stamped with. */
  now: Date;
};

/** The actor of a member's identity acting at `now`; null for a user without a company. */
export function actorOf(identity: Identity, now: Date): Actor | null {
  const { user, membership } = identity;
  if (!membership) return null;
  return {
    userId: user.id,
    companyId: membership.company.id,
    role: membership.role,
    company: membership.company,
    subscribed: membership.subscribed,
    pilotIds: membership.pilotIds,
    now,
  };
}

/** Whether the pilot rule applies: a pilot sees and records only the flights they fly. */
export const flightsRestricted = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'pilot';

/** Whether the actor may see a flight of this pilot record. */
export function seesFlight(actor: Pick<Actor, 'role' | 'pilotIds'>, pilotId: string | null) {
  if (!flightsRestricted(actor)) return true;
  return pilotId !== null && actor.pilotIds.includes(pilotId);
}

/**
 * The pilot rule as a condition on a flight's pilot column (always true for the office). A
 * statement built once for many requests passes the actor's pilot records as `placeholders`.
 */
export function visibleFlights(
  actor: Pick<Actor, 'role' | 'pilotIds'>,
  pilot: AnyPgColumn,
  placeholders?: readonly Placeholder[],
): SQL {
  if (!flightsRestricted(actor)) return sql`true`;
  const ids = placeholders ?? actor.pilotIds;
  return ids.length ? inArray(pilot, [...ids]) : sql`false`;
}

/** `visibleFlights` for raw SQL, on a flight's pilot column such as `o.pilot_id`. */
export function visibleFlightsSql(actor: Pick<Actor, 'role' | 'pilotIds'>, pilot: SQL): SQL {
  if (!flightsRestricted(actor)) return sql`true`;
  return sql`${pilot} = any(${`{${actor.pilotIds.join(',')}}`}::uuid[])`;
}
