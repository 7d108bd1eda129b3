/** Spec part 1 §5 'Captcha': 5 characters of capital letters and digits. */
export const CAPTCHA_LENGTH = 5;

/**
 * Capital letters and digits without the pairs people confuse in a distorted image
 * (0/O, 1/I): every code can be read back by a person. 32 characters, so five of them still
 * give 32^5 ≈ 33.5 million codes.
 */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const CAPTCHA_TEXTS = {
  correct: 'Código correto',
  incorrect: 'Código incorreto',
  requiredTitle: 'CAPTCHA obrigatório',
  required: 'Por favor, digite o código de verificação corretamente.',
  label: 'Código de verificação',
} as const;

/** A new code; `randomInt(n)` returns an integer in [0, n) (the server passes a CSPRNG). */
export function generateCaptchaCode(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/**
 * What a typed answer is compared as: trimmed and upper-cased; null when it cannot match.
 * The length is judged before upper-casing, which can lengthen a word ('ß' becomes 'SS').
 */
export function normalizeCaptchaAnswer(typed: string): string | null {
  const answer = typed.trim();
  return answer.length === CAPTCHA_LENGTH ? answer.toUpperCase() : null;
}

/** Case-insensitive, surrounding spaces ignored; anything of another length is wrong. */
export function captchaMatches(expected: string, typed: string): boolean {
  return normalizeCaptchaAnswer(typed) === expected.toUpperCase();
}
