import { describe, expect, it } from 'vitest';
import { ERRORS } from './messages.ts';

describe('the error catalogue', () => {
  it.each(Object.entries(ERRORS))(
    '%s has an HTTP error status and a Portuguese sentence',
    (_code, { status, message }) => {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message).toMatch(/^[A-ZÀ-Ú][^\n]{10,}$/);
    },
  );

  it.each([
    ['VALIDATION_FAILED', 400],
    ['INVALID_JSON', 400],
    ['ROUTE_NOT_FOUND', 404],
    ['NOT_FOUND', 404],
    ['INTERNAL_ERROR', 500],
    ['DATABASE_UNAVAILABLE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(ERRORS[code].status).toBe(status);
  });
});

describe('texts the spec gives verbatim', () => {
  it.each([
    ['UNAUTHENTICATED', 'Usuário não autenticado'],
    ['AFFILIATE_UNAUTHENTICATED', 'Não autenticado'],
    ['NO_COMPANY', 'Usuário não pertence a uma empresa'],
    ['CAPTCHA_INVALID', 'Por favor, digite o código de verificação corretamente.'],
  ] as const)('%s says %j', (code, text) => {
    expect(ERRORS[code].message).toBe(text);
  });
});
