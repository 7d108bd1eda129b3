import type { Db } from '../db/database.ts';
import type { Actor } from './actor.ts';

/** `request.tenant`: company work in the caller's scope, for code that runs it more than once. */
export type Tenant = <T>(work: (db: Db, actor: Actor) => Promise<T>) => Promise<T>;
