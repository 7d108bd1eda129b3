import { z } from 'zod';
import { passwordSchema } from './password.ts';

/** Spec part 1 §5 texts of the login, sign-up and reset forms. */
export const AUTH_TEXTS = {
  emailRequired: 'Email obrigatório',
  passwordRequired: 'Senha obrigatória',
  bothRequired: 'Email e senha são obrigatórios',
  companyNameRequired: 'Nome da empresa é obrigatório.',
  emailInvalid: 'Por favor, digite um email válido.',
} as const;

const email = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.emailRequired)
  .pipe(z.email(AUTH_TEXTS.emailInvalid))
  .transform((value) => value.toLowerCase());

/** Login: both values trimmed (spec §5), plus the server-issued captcha. */
export const loginInput = z.object({
  email,
  password: z
    .string({ error: AUTH_TEXTS.passwordRequired })
    .trim()
    .min(1, AUTH_TEXTS.passwordRequired),
  captchaId: z.string().min(1, 'CAPTCHA obrigatório'),
  captchaCode: z.string().trim().min(1, 'CAPTCHA obrigatório'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const signUpInput = z.object({
  companyName: z
    .string({ error: AUTH_TEXTS.companyNameRequired })
    .trim()
    .min(1, AUTH_TEXTS.companyNameRequired),
  email,
  password: passwordSchema,
  affiliateRef: z.string().trim().max(64).optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const passwordResetRequestInput = z.object({ email });

/** Spec part 2 §9 'Suspicious activity': failed logins within 24 h. */
export const SECURITY_ALERT_THRESHOLDS = { perUser: 5, perIp: 10, windowHours: 24 } as const;

export function isSuspicious(failures: { forUser: number; forIp: number }): boolean {
  return (
    failures.forUser >= SECURITY_ALERT_THRESHOLDS.perUser ||
    failures.forIp >= SECURITY_ALERT_THRESHOLDS.perIp
  );
}
