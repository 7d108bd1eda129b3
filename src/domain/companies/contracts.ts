import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth/contracts.ts';
import { COMPANY_INVITE_STATUSES, COMPANY_ROLES, INVITABLE_ROLES } from './values.ts';

/** Owner or admin invites an admin or a pilot by e-mail. */
export const createInviteInput = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, { error: 'Escolha o papel: administrador ou piloto.' }),
});
export type CreateInviteInput = z.infer<typeof createInviteInput>;

export const invite = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(COMPANY_INVITE_STATUSES),
  created_at: z.string(),
});
export type Invite = z.infer<typeof invite>;

export const member = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  is_billing_contact: z.boolean(),
  /** Inactive members keep their history but cannot sign in to the company nor are billed. */
  active: z.boolean(),
  created_at: z.string(),
});
export type Member = z.infer<typeof member>;

/** The invite card: the invite's e-mail and one password (an existing one, or a new one). */
export const acceptInviteWithPasswordInput = z.object({
  token: z.string().min(1),
  email: emailSchema,
  password: z.string().trim().min(1, 'Senha obrigatória'),
});

/** Spec part 1 §5 'Invite acceptance' checks of a new password. */
export const newInvitePassword = passwordSchema;

/** The invite card's question: the link's token (a query parameter the logs redact). */
export const invitePreviewQuery = z.strictObject({ token: z.string().min(1).max(200) });

/** What the invite card names (issue 45): the company that invites and the role offered. */
export const invitePreview = z.strictObject({
  empresa: z.string(),
  papel: z.enum(COMPANY_ROLES),
});
export type InvitePreview = z.infer<typeof invitePreview>;

/** Spec §3 'Accept-invite result'. */
export const acceptInviteResult = z.object({ success: z.literal(true), company_id: z.string() });

/**
 * Whether the company has a logo, for Perfil (GET /api/company/logo/estado): its type and a
 * version that changes with each upload, so the page asks for the image only when there is one
 * and a new one is not served from the browser's cache.
 */
export const logoState = z.strictObject({
  logo: z
    .strictObject({ tipo: z.enum(['image/png', 'image/jpeg']), versao: z.string() })
    .nullable(),
});
export type LogoState = z.infer<typeof logoState>;
