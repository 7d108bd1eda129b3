/** Spec part 1 §5 'Password rules' and §9: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The validator's messages, verbatim from the spec (they are in English there). */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be less than 128 characters',
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

/**
 * What people read for each of the validator's messages (issue 45): the English ones above are
 * its internal words, which the API answers and the spec's tests assert.
 */
export const PASSWORD_RULE_TEXTS = {
  tooShort: 'A senha deve ter pelo menos 8 caracteres',
  tooLong: 'A senha deve ter no máximo 128 caracteres',
  upper: 'A senha deve conter pelo menos uma letra maiúscula',
  lower: 'A senha deve conter pelo menos uma letra minúscula',
  digit: 'A senha deve conter pelo menos um número',
  special: 'A senha deve conter pelo menos um caractere especial',
} as const satisfies Record<keyof typeof PASSWORD_RULE_MESSAGES, string>;

const SHOWN = new Map<string, string>(
  Object.entries(PASSWORD_RULE_MESSAGES).map(([rule, message]) => [
    message,
    PASSWORD_RULE_TEXTS[rule as keyof typeof PASSWORD_RULE_TEXTS],
  ]),
);

/** A password field's message as shown: the validator's in pt-BR, any other unchanged. */
export function shownPasswordMessage<T extends string | undefined>(message: T): T | string {
  return (message !== undefined && SHOWN.get(message)) || message;
}

/** The pt-BR texts shown around the validator (sign-up and invite acceptance). */
export const PASSWORD_TEXTS = {
  validationTitle: 'Erro de validação',
  fallback: 'A senha não atende aos critérios de segurança',
  lengthRange: 'A senha deve ter entre 8 e 128 caracteres',
  composition:
    'A senha deve conter pelo menos: 1 maiúscula, 1 minúscula, 1 número e 1 caractere especial',
  placeholder: 'Mínimo 8 caracteres',
} as const;

export type PasswordCriteria = {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
};
export type PasswordStrength = 'Fraca' | 'Média' | 'Forte';

const hasSpecial = (password: string) =>
  [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));

/**
 * The five criteria of the requirements panel. Letters are judged by Unicode case, so
 * 'Ç' or 'É' count as capitals — people type Portuguese words into passwords; letters without
 * case (Japanese, say) are neither. Only 0–9 are numbers. Length counts characters (code
 * points), so an emoji is one character, not two.
 */
export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    special: hasSpecial(password),
  };
}

/** Every rule the password breaks, in the spec's order; empty when it is acceptable. */
export function validatePassword(password: string): string[] {
  const length = [...password].length;
  const c = passwordCriteria(password);
  const errors: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_RULE_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_RULE_MESSAGES.tooLong);
  if (!c.upper) errors.push(PASSWORD_RULE_MESSAGES.upper);
  if (!c.lower) errors.push(PASSWORD_RULE_MESSAGES.lower);
  if (!c.digit) errors.push(PASSWORD_RULE_MESSAGES.digit);
  if (!c.special) errors.push(PASSWORD_RULE_MESSAGES.special);
  return errors;
}

/** Strong: ≥ 4 of the 5 criteria and ≥ 12 characters; medium: ≥ 3 and ≥ 8; else weak. */
export function passwordStrength(password: string): PasswordStrength {
  const met = Object.values(passwordCriteria(password)).filter(Boolean).length;
  const length = [...password].length;
  if (met >= 4 && length >= 12) return 'Forte';
  if (met >= 3 && length >= 8) return 'Média';
  return 'Fraca';
}
