import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordCriteria,
  type PasswordCriteria,
} from '../auth/password.ts';
import { nullableText, pageOf } from '../wire.ts';

/**
 * Spec part 2 §5 'Password reset tool': its messages, verbatim but for 'e-mail', which the spec
 * writes 'email' (issue 45: the product writes 'e-mail').
 */
export const TOOLS_PASSWORD_TEXTS = {
  required: 'Nova senha é obrigatória',
  tooShort: 'A senha deve ter pelo menos 8 caracteres',
  tooLong: 'A senha deve ter menos de 128 caracteres',
  emailInvalid: 'Formato de e-mail inválido',
} as const;

const MISSING_LABELS: [keyof Omit<PasswordCriteria, 'length'>, string][] = [
  ['upper', '1 maiúscula'],
  ['lower', '1 minúscula'],
  ['digit', '1 número'],
  ['special', '1 caractere especial'],
];

/**
 * The password rules of `domain/auth/password.ts` with the tool's pt-BR messages (the shared
 * validator's are in English): the first broken rule, the complexity one listing what is missing.
 */
export function toolPasswordError(password: string): string | null {
  const length = [...password].length;
  if (length === 0) return TOOLS_PASSWORD_TEXTS.required;
  if (length < PASSWORD_MIN_LENGTH) return TOOLS_PASSWORD_TEXTS.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return TOOLS_PASSWORD_TEXTS.tooLong;
  const criteria = passwordCriteria(password);
  const missing = MISSING_LABELS.filter(([key]) => !criteria[key]).map(([, label]) => label);
  return missing.length ? `A senha deve conter pelo menos: ${missing.join(', ')}` : null;
}

const toolPassword = z
  .string({ error: TOOLS_PASSWORD_TEXTS.required })
  .trim()
  .superRefine((password, ctx) => {
    const error = toolPasswordError(password);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const toolEmail = z
  .string({ error: TOOLS_PASSWORD_TEXTS.emailInvalid })
  .trim()
  .pipe(z.email(TOOLS_PASSWORD_TEXTS.emailInvalid))
  .transform((value) => value.toLowerCase());

/** Spec §7 'change-password' {userEmail, newPassword}. */
export const adminPasswordResetInput = z.strictObject({
  userEmail: toolEmail,
  newPassword: toolPassword,
});
export type AdminPasswordResetInput = z.infer<typeof adminPasswordResetInput>;

/**
 * Spec part 2 §9 'Demo account': the values the form starts with. The spec prefills a password
 * too; none is written in the code (issue 35): the server makes one and answers it once.
 */
export const DEMO_ACCOUNT_DEFAULTS = {
  email: 'demonstracao@agrovoo.com.br',
  // Not the server's own demo's name, which a platform with its demo already has.
  companyName: 'Apresentação AgroVoo Aviação Agrícola Ltda',
} as const;

/** Spec §7 'create_demo_account' {p_email} (the password is generated), plus the company's name. */
export const demoAccountInput = z.strictObject({
  email: toolEmail,
  companyName: z
    .string({ error: 'Nome da empresa é obrigatório.' })
    .trim()
    .min(1, 'Nome da empresa é obrigatório.')
    .max(120, 'Nome da empresa: use no máximo 120 caracteres.'),
});
export type DemoAccountInput = z.infer<typeof demoAccountInput>;
export const DEMO_NAME_TAKEN = 'Nome da empresa: já existe uma empresa com este nome.';
/** The account made: its owner's e-mail and the generated password, shown this once. */
export const demoAccountResult = z.strictObject({
  companyId: z.string(),
  email: z.string(),
  /** Made on the server as the first start's logins are; only its hash is stored. */
  password: z.string().min(PASSWORD_MIN_LENGTH),
});
export type DemoAccountResult = z.infer<typeof demoAccountResult>;

/** Spec §3 'Orphan user': a user without an active profile. */
export const orphanUser = z.strictObject({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type OrphanUser = z.infer<typeof orphanUser>;
export const ORPHANS_PAGE_SIZE = 20;
export const orphanList = pageOf(orphanUser);
export type OrphanPage = z.infer<typeof orphanList>;
export const orphanFixResult = z.strictObject({ companyId: z.string() });

/** Spec §6: the invite tester runs for a company, on behalf of its owner. */
export const inviteTestInput = z.strictObject({
  companyId: z.uuid('Empresa inválida.'),
  email: toolEmail,
});
export const INVITE_TEST_STEPS = {
  create: 'Convite criado',
  send: 'E-mail enviado',
  remove: 'Convite de teste removido',
} as const;
export const inviteTestResult = z.strictObject({
  ok: z.boolean(),
  steps: z.array(
    z.strictObject({
      step: z.enum(Object.keys(INVITE_TEST_STEPS) as [keyof typeof INVITE_TEST_STEPS]),
      ok: z.boolean(),
      ms: z.number(),
      detail: nullableText,
    }),
  ),
});
export type InviteTestResult = z.infer<typeof inviteTestResult>;

/** Spec §7 'test-weekly-report': body manual true. */
export const weeklyReportInput = z.strictObject({
  manual: z.literal(true, 'Envio manual: use manual true.'),
});

/** The weekly activity report: the last 7 days of the platform. */
export const weeklyReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  newCompanies: z.number(),
  conversions: z.number(),
  activeUsers: z.number(),
  operations: z.number(),
  failedLogins: z.number(),
});
export type WeeklyReport = z.infer<typeof weeklyReport>;
export const weeklyReportResult = z.strictObject({
  report: weeklyReport,
  sentTo: z.array(z.string()),
});

/** The report's lines, in order, for the e-mail and the tab. */
export const WEEKLY_REPORT_LINES: [Exclude<keyof WeeklyReport, 'from' | 'to'>, string][] = [
  ['newCompanies', 'Novas empresas'],
  ['conversions', 'Conversões (primeiro pagamento)'],
  ['activeUsers', 'Usuários ativos (entraram no período)'],
  ['operations', 'Operações registradas'],
  ['failedLogins', 'Tentativas de login com falha'],
];

/** Spec §9: the report goes out automatically on Sundays at 8h (São Paulo). */
export const WEEKLY_REPORT_SCHEDULE = { dayOfWeek: 0, hour: 8 } as const;
