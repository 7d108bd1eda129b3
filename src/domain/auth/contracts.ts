import { z } from 'zod';
import { COMPANY_ROLES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { nullableText } from '../wire.ts';
import { ERRORS } from '../messages.ts';
import { validatePassword } from './password.ts';
import { AUTH_TEXTS } from './texts.ts';

/**
 * The password rules (password.ts) in contracts: the first broken rule is the field's message. The value is
 * trimmed first, as the login form trims what it sends (spec part 1 §5): a password set with a
 * surrounding space could otherwise never be typed in again.
 */
export const passwordSchema = z
  .string()
  .trim()
  .superRefine((password, ctx) => {
    const [first] = validatePassword(password);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });

/** An e-mail as typed: required, trimmed, valid, and lower-cased (sign-in, sign-up, invites). */
export const emailSchema = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.emailRequired)
  .pipe(z.email(AUTH_TEXTS.emailInvalid))
  .transform((value) => value.toLowerCase());

/** The server-issued captcha a public auth request answers (login, sign-up, reset request). */
const captchaRequired = 'CAPTCHA obrigatório';
const captcha = {
  captchaId: z.string({ error: captchaRequired }).min(1, captchaRequired),
  captchaCode: z.string({ error: captchaRequired }).trim().min(1, captchaRequired),
};
export type CaptchaAnswer = { captchaId: string; captchaCode: string };

/** Login: both values trimmed (spec §5), plus the server-issued captcha. */
export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_TEXTS.passwordRequired })
    .trim()
    .min(1, AUTH_TEXTS.passwordRequired),
  ...captcha,
});
export type LoginInput = z.infer<typeof loginInput>;

/** The longest company name a sign-up accepts. */
export const COMPANY_NAME_MAX_LENGTH = 120;

export const signUpInput = z.object({
  companyName: z
    .string({ error: AUTH_TEXTS.companyNameRequired })
    .trim()
    .min(1, AUTH_TEXTS.companyNameRequired)
    .max(COMPANY_NAME_MAX_LENGTH, ERRORS.COMPANY_NAME_TOO_LONG.message),
  email: emailSchema,
  password: passwordSchema,
  affiliateRef: z.string().trim().max(64).optional(),
  ...captcha,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** 'Esqueceu sua senha?': the e-mail and the captcha. */
export const passwordResetRequestInput = z.object({ email: emailSchema, ...captcha });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

/** Spec part 2 §9 'Suspicious activity': failed logins within 24 h. */
export const SECURITY_ALERT_THRESHOLDS = { perUser: 5, perIp: 10, windowHours: 24 } as const;

export function isSuspicious(failures: { forUser: number; forIp: number }): boolean {
  return (
    failures.forUser >= SECURITY_ALERT_THRESHOLDS.perUser ||
    failures.forIp >= SECURITY_ALERT_THRESHOLDS.perIp
  );
}

/** GET /api/me: who is signed in, their company and whether it may act. Dates as ISO strings. */
export const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    isPlatformAdmin: z.boolean(),
  }),
  membership: z
    .object({
      role: z.enum(COMPANY_ROLES),
      isBillingContact: z.boolean(),
      canAct: z.boolean(),
      company: z.object({
        id: z.string(),
        company_name: z.string(),
        cnpj: nullableText,
        contact_email: nullableText,
        status: z.string(),
        subscription_status: z.enum(SUBSCRIPTION_STATUSES),
        trial_ends_at: nullableText,
        trial_days_remaining: z.number().int(),
        next_billing_date: nullableText,
        registro_mapa: nullableText,
        registro_mapa_arp: nullableText,
        /** The company's weather window; null means the defaults of DESIGN §5. */
        janela_meteorologica: z
          .object({
            humidityMinPct: z.number(),
            temperatureMaxC: z.number(),
            windMinKmh: z.number(),
            windMaxKmh: z.number(),
          })
          .nullable(),
        endereco: nullableText,
        municipio: nullableText,
        uf: nullableText,
      }),
    })
    .nullable(),
});
export type Me = z.infer<typeof meResponse>;

/** The new password from the reset link, under the same rules as sign-up. */
export const passwordResetInput = z.object({ token: z.string().min(1), password: passwordSchema });

/** The reset page's form: the new password, typed twice. */
export const passwordResetForm = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'As senhas não são iguais.',
  });
export type PasswordResetForm = z.infer<typeof passwordResetForm>;
