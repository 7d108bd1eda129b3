import type { ApiErrorBody } from '../../domain/messages.ts';
import { ApiError } from './api-error.ts';
import { fieldSession } from './field-session.ts';

export { ApiError };

const FALLBACK_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** `path` with the filters that are set (not blank, zero or false) as its query string. */
export function withFilters(
  path: string,
  filters: Record<string, string | number | boolean | undefined>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  return `${path}?${search}`;
}

/** Calls our own API (same origin, session cookie) with JSON — or a FormData upload — in, JSON out. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const upload = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      // A FormData body sets its own multipart content type, boundary included.
      headers:
        init.body === undefined || upload
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body:
        init.body === undefined
          ? undefined
          : upload
            ? (init.body as FormData)
            : JSON.stringify(init.body),
    });
  } catch {
    const offline = new ApiError(0, 'NETWORK_ERROR', FALLBACK_MESSAGE);
    // A user with operations taken to the field reads them, and records his changes, offline;
    // that code loads only then (issue 41).
    const user = fieldSession()?.user.id;
    if (!user) throw offline;
    return (await import('./field/offline-api.ts')).offlineCall<T>(user, path, init, offline);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return data as T;
  if (isErrorBody(data))
    throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
  throw new ApiError(response.status, 'HTTP_ERROR', FALLBACK_MESSAGE);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What to tell the person about a failed call: the server's pt-BR message, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * A failure said as the spec's toasts say it: the screen's title before the server's reason
 * ('Erro ao alterar senha: …'). A refused field stays as it is (its field shows the reason);
 * a failure that is not the server's answer is the title, with `fallback` when given.
 */
export function titled(error: unknown, title: string, fallback?: string): ApiError {
  if (!(error instanceof ApiError))
    return new ApiError(0, 'NETWORK_ERROR', fallback ? `${title}: ${fallback}` : title);
  if (error.code === 'VALIDATION_FAILED') return error;
  return new ApiError(error.status, error.code, `${title}: ${error.message}`, error.fields);
}

/** What `work` answers; its failure said under `title`, as `titled` says it. */
export const withErrorTitle = <T>(work: Promise<T>, title: string, fallback?: string) =>
  work.catch((error: unknown) => {
    throw titled(error, title, fallback);
  });

/** Why something could not be loaded: `notFound` for a 404, else as `errorMessage`. */
export const loadErrorMessage = (error: unknown, fallback: string, notFound?: string) =>
  notFound && error instanceof ApiError && error.status === 404
    ? notFound
    : errorMessage(error, fallback);
