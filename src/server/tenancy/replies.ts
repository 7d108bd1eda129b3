import type { Db } from '../db/database.ts';
import type { Actor } from './actor.ts';

/** A company route's request, as far as these answers need it: its company scope. */
type TenantRequest = { tenant<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<T> };
type Work<T> = (db: Db, actor: Actor) => Promise<T>;
/** A route's reply, as its response schemas type it: what it may send with `code`. */
type ReplyWith<Code extends number, T, R> = { status(code: Code): { send: (payload: T) => R } };

/**
 * A create route's answer: runs `work` in the caller's company scope and answers 201 with what
 * it returns (the new row as it reads), typed against the route's 201 schema.
 */
export async function replyCreated<T, R>(
  request: TenantRequest,
  reply: ReplyWith<201, T, R>,
  work: Work<T>,
) {
  return reply.status(201).send(await request.tenant(work));
}

/** A delete route's answer: runs `work` in the caller's company scope and answers 204. */
export async function replyNoContent<R>(
  request: TenantRequest,
  reply: ReplyWith<204, undefined, R>,
  work: Work<unknown>,
) {
  await request.tenant(work);
  return reply.status(204).send(undefined);
}
