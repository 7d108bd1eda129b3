import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** Query parameters whose values never reach a log line (secrets, and an invite link's e-mail). */
const SECRET_PARAMS =
  /^(token|password|senha|code|secret|key|invite|convite-afiliado|signature|email)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

const EMAIL = /([\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
/** A value after a secret's name: `token=…`, `"password": "…"`, `session_token=…`. */
const NAMED_SECRET =
  /\b([\w.-]*(?:token|password|senha|secret|signature|cookie|authorization)[\w.-]*)(["']?\s*[=:]\s*["']?)(?:Bearer\s+)?[^\s"'&;,]+/gi;
/** An opaque run of letters and digits as long as a session token or an API key. */
const OPAQUE = /\b(?=\w*\d)(?=\w*[A-Za-z])\w{32,}\b/g;

/**
 * A text fit for a log: e-mails masked (`j***@dominio.com`), secrets after their names and
 * token-like runs replaced, so an error's message never carries personal data or credentials.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(EMAIL, '$1***@$2')
    .replace(NAMED_SECRET, '$1$2[redacted]')
    .replace(OPAQUE, '[redacted]');
}

/** What a logged error keeps besides its type, message and stack: the database's own labels. */
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'statusCode'] as const;

/**
 * An error as logged (pino's `err`): type, message, stack, the database error's code,
 * constraint, table and column, and its cause the same way. A failed query keeps its SQL text
 * but never its parameters (drizzle writes them into the message, hence the stack) nor the
 * database's `detail` (`Key (email)=(…)`); everything kept is masked (`maskSecrets`).
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: maskSecrets(String(error)) };
  const fields = error as Error & Record<string, unknown>;
  const message =
    typeof fields.query === 'string' ? `Failed query: ${fields.query}` : error.message;
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: maskSecrets(message),
    ...(error.stack && { stack: maskSecrets(error.stack.replace(error.message, message)) }),
  };
  for (const key of KEPT_FIELDS) if (fields[key] !== undefined) serialized[key] = fields[key];
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * One line a request, when it is answered: its method, path (`req`), status (`res`), time in ms
 * (`responseTime`) and id (`reqId`). Fastify's own controller writes two, 'incoming request'
 * and 'request completed', each serialized and written: a tenth of a small read's server CPU in
 * production (docs/benchmarks.md, 'Fourth session: the signed-in request's fixed cost'). A
 * request that fails after its headers were sent is still 'request errored', with its error.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = reply.elapsedTime;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/**
 * Request logs: method, path (secrets in the query string masked), ip and status — never
 * headers, so cookies and authorization never appear; bodies are never logged; errors through
 * `serializeError`.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
