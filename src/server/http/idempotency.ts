import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';

/**
 * Changes applied once (issue 41, decision 039). A change sent with an `Idempotency-Key` header
 * is applied once per company, user and key, whatever the retries: its answer is stored with the
 * key in the change's own transaction, and a retry is answered from there, changing nothing. A
 * change that fails keeps no key (its transaction is rolled back), so a retry tries it again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** What a change answered: the status and body stored with its key and sent again. */
export type Answer = { status: number; body: unknown };

type KeyedRequest = Pick<FastifyRequest, 'headers' | 'method' | 'url' | 'tenant'>;
type Work = (db: Db, actor: Actor) => Promise<Answer>;

/** The request's key, or null without one; a malformed one is refused (400). */
export function idempotencyKey(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return value;
}

const requestLine = (request: KeyedRequest) => `${request.method} ${request.url.split('?')[0]}`;

/**
 * Claims the key in `db`'s transaction, with `answer` when it is already known: `null` when the
 * key is new, else the answer stored with it. A concurrent request with the same key waits on
 * the unique index until the first one commits, then reads its answer. A key first sent with
 * another request is refused (422).
 */
async function claim(
  db: Db,
  actor: Actor,
  request: KeyedRequest,
  key: string,
  answer?: Answer,
): Promise<{ claimed: string } | { stored: Answer }> {
  const requisicao = requestLine(request);
  const [mine] = await db
    .insert(idempotencyKeys)
    .values({
      company_id: actor.companyId,
      user_id: actor.userId,
      chave: key,
      requisicao,
      status: answer?.status,
      resposta: answer?.body,
      // By the app's clock, which the keys' pruning reads too (`idempotency-pruning.ts`).
      created_at: actor.now,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (mine) return { claimed: mine.id };
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, actor.userId), eq(idempotencyKeys.chave, key)));
  if (!stored || stored.requisicao !== requisicao) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { stored: { status: stored.status!, body: stored.resposta } };
}

/**
 * `work` in the caller's company scope, once per idempotency key (none: every time). Its answer
 * is stored with the key before the transaction commits; a retry gets that answer back.
 */
export function runOnce(request: KeyedRequest, work: Work): Promise<Answer> {
  const key = idempotencyKey(request);
  if (key === null) return request.tenant(work);
  return request.tenant(async (db, actor) => {
    const claimed = await claim(db, actor, request, key);
    if ('stored' in claimed) return claimed.stored;
    let answer: Answer;
    try {
      answer = await work(db, actor);
    } catch (error) {
      // A refused change keeps no key, so the corrected change may use it again. The rollback
      // removes it too; this says so where the refusal was not a database error.
      await db
        .delete(idempotencyKeys)
        .where(eq(idempotencyKeys.id, claimed.claimed))
        .catch(() => undefined);
      throw error;
    }
    await db
      .update(idempotencyKeys)
      .set({ status: answer.status, resposta: answer.body })
      .where(eq(idempotencyKeys.id, claimed.claimed));
    return answer;
  });
}

/** Sends `answer` (a route's typed reply takes its status and body as they were stored). */
export const sendAnswer = (reply: Pick<FastifyReply, 'status'>, answer: Answer) =>
  reply.status(answer.status).send(answer.body);

/** `runOnce`, answered: the status and body of the change, or those stored with its key. */
export async function replyOnce(
  request: KeyedRequest,
  reply: Pick<FastifyReply, 'status'>,
  work: Work,
) {
  return sendAnswer(reply, await runOnce(request, work));
}

/**
 * For a change with work that no transaction can undo (a file stored before its row): the
 * answer stored with the request's key, if any, asked before that work begins.
 */
export async function storedAnswer(request: KeyedRequest): Promise<Answer | null> {
  const key = idempotencyKey(request);
  if (key === null) return null;
  const [row] = await request.tenant((db, actor) =>
    db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, actor.userId), eq(idempotencyKeys.chave, key))),
  );
  if (!row) return null;
  if (row.requisicao !== requestLine(request)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.status!, body: row.resposta };
}

/** Thrown by `keepAnswer` when the key was answered meanwhile (a concurrent retry). */
export class AnsweredBefore extends Error {
  constructor(readonly answer: Answer) {
    super('This idempotency key was answered before.');
  }
}

/**
 * Stores `answer` with the request's key in `db`'s transaction, the one that records the
 * change; throws `AnsweredBefore` (to roll it back) when a concurrent request took the key.
 */
export async function keepAnswer(db: Db, actor: Actor, request: KeyedRequest, answer: Answer) {
  const key = idempotencyKey(request);
  if (key === null) return;
  const claimed = await claim(db, actor, request, key, answer);
  if ('stored' in claimed) throw new AnsweredBefore(claimed.stored);
}
