import { z } from 'zod';
import { CLIENT_ERROR_TYPES, WEB_VITAL_NAMES } from './values.ts';

/** Cut a text to `max` characters instead of refusing it: a long stack still tells something. */
const clipped = (max: number) =>
  z
    .string()
    .transform((value) => value.slice(0, max))
    .nullish()
    .transform((value) => value || null);

/** Spec part 1 §3 'Client error log entry', as the browser reports it. */
export const clientErrorInput = z.object({
  type: z.enum(CLIENT_ERROR_TYPES, 'Tipo de erro inválido.'),
  message: z
    .string('Mensagem é obrigatória.')
    .min(1, 'Mensagem é obrigatória.')
    .transform((value) => value.slice(0, 2_000)),
  stack: clipped(8_000),
  location: clipped(500),
  userAgent: clipped(500),
  componentStack: clipped(8_000),
  /** When it happened in the browser; the server's time is kept beside it. */
  timestamp: z.iso.datetime({ offset: true, error: 'Data do erro inválida.' }).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;

/** A path without query or fragment: tokens in reset and invite links never reach the log. */
export function analyticsPath(url: string): string {
  const path = url.split(/[?#]/)[0] || '/';
  return path.startsWith('/') ? path.slice(0, 300) : '/';
}

/** Only the site a visitor came from, never the page (it may carry personal data). */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}

const sessionId = z.string('Sessão inválida.').regex(/^[A-Za-z0-9-]{8,64}$/, 'Sessão inválida.');

export const pageViewInput = z.object({
  path: z.string('Caminho é obrigatório.').max(2_000).transform(analyticsPath),
  referrer: z.string().max(2_000).nullish().transform(referrerOrigin),
  sessionId,
});
export type PageViewInput = z.infer<typeof pageViewInput>;

export const webVitalInput = z.object({
  name: z.enum(WEB_VITAL_NAMES, 'Métrica desconhecida.'),
  value: z.number('Valor deve ser um número.').min(0).max(600_000),
  path: z.string('Caminho é obrigatório.').max(2_000).transform(analyticsPath),
  sessionId,
});
export type WebVitalInput = z.infer<typeof webVitalInput>;
