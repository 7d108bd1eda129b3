import { AUTH_TEXTS } from './texts.ts';

/**
 * Spec part 1 §5: the login's e-mail or password left blank (after trimming) — each blank
 * one's message by field, said under 'Email e senha são obrigatórios' — or null when both are
 * typed. Read without zod, so the login form and the server's first check share it.
 */
export function blankCredentials(values: {
  email?: unknown;
  password?: unknown;
}): Record<string, string> | null {
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  const fields: Record<string, string> = {
    ...(blank(values.email) && { email: AUTH_TEXTS.emailRequired }),
    ...(blank(values.password) && { password: AUTH_TEXTS.passwordRequired }),
  };
  return Object.keys(fields).length ? fields : null;
}
