import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../domain/messages.ts';
import { AppError } from '../platform/app-error.ts';

/** A parsed JSON object or query string (whose parser's objects have a bare prototype). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/** Where a value sits in the request: its key, under its parent's place (null at the top). */
type Place = { key: string; parent: Place | null } | null;

const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Text PostgreSQL cannot store: U+0000, or a lone UTF-16 surrogate (valid in a JSON escape such as
 * "\ud800", refused by a jsonb column; a text column would silently get U+FFFD).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isInvalidText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path (`products.0.nome`) of the first string holding U+0000 or a lone surrogate in a parsed
 * JSON value — a value or a key — or null. Walked with a stack, not recursion: a deeply nested
 * body must not overflow the call stack. Only arrays and plain objects are entered (a raw Buffer
 * body is not).
 */
export function nulBytePath(value: unknown): string | null {
  const pending: [unknown, Place][] = [[value, null]];
  while (pending.length > 0) {
    const [current, place] = pending.pop()!;
    if (typeof current === 'string') {
      if (isInvalidText(current)) return pathOf(place);
      continue;
    }
    const entries = Array.isArray(current)
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : isPlainObject(current)
        ? Object.entries(current)
        : [];
    // Reversed onto the stack, so the first field is looked at first.
    for (const [key, item] of entries.reverse()) {
      if (isInvalidText(key)) return pathOf({ key, parent: place });
      pending.push([item, { key, parent: place }]);
    }
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text (and jsonb), and jsonb a lone surrogate: either anywhere in a
 * request's body, query string or path parameters is answered 400 naming the field, for every
 * route, before the route's schema or handler runs — instead of a failed query (a 500 logging the whole statement).
 * Multipart parts are read by the route itself, after this hook: the error handler answers the
 * database's refusal of those with the same code (error-handler.ts).
 */
export function refuseNulBytes(app: FastifyInstance) {
  // A callback hook: every request passes here, and a promise a request is not needed.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [name, part] of Object.entries(parts)) {
      const path = nulBytePath(part);
      if (path === null) continue;
      const field = path || name;
      done(
        new AppError(
          'INVALID_CHARACTERS',
          { [field]: ERRORS.INVALID_CHARACTERS.message },
          `O campo ${field} contém caracteres inválidos.`,
        ),
      );
      return;
    }
    done();
  });
}
