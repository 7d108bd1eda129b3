import { z } from 'zod';
import { plural } from '../plural.ts';
import { COMPANY_ROLES, INVITABLE_ROLES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { pageOf } from '../wire.ts';
import { busca, pagina } from '../registers/fields.ts';

// The admin's E-mails and Usuários tabs (spec part 2 §2, §4, §7): contact e-mails by group,
// the user hierarchy by company and the pending invites, each a page searched on the server.

/** A page of any of these lists, with the text searched ('busca'). */
export const peopleListQuery = z.object({
  busca: busca(),
  pagina,
});
export type PeopleListQuery = z.infer<typeof peopleListQuery>;

export const EMAILS_PAGE_SIZE = 50;
export const USERS_PAGE_SIZE = 20;
export const INVITES_PAGE_SIZE = 20;

/**
 * Spec part 2 §4 'E-mail list grouping', both with the active flag set: 'ativos' with the
 * subscription active, 'aguardando' (awaiting payment) with it trial or inactive.
 */
export const EMAIL_GROUPS = ['ativos', 'aguardando'] as const;
export type EmailGroup = (typeof EMAIL_GROUPS)[number];
export const emailGroupParams = z.object({
  grupo: z.enum(EMAIL_GROUPS, "Grupo inválido: 'ativos' ou 'aguardando'."),
});

/** How an awaiting company's subscription is shown (spec §4: 'Trial' or 'Aguardando'). */
export const AWAITING_LABELS = { trial: 'Trial', inactive: 'Aguardando' } as const;

export const contactEmail = z.strictObject({
  company_id: z.string(),
  company_name: z.string(),
  contact_email: z.string(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
});
export type ContactEmail = z.infer<typeof contactEmail>;

export const contactEmailPage = pageOf(contactEmail);
export type ContactEmailPage = z.infer<typeof contactEmailPage>;

/** 'Copiar Todos': every e-mail of the group (and search), comma-joined, each once. */
export const copiedEmails = z.strictObject({ emails: z.string(), count: z.number() });
export type CopiedEmails = z.infer<typeof copiedEmails>;

/** The tab's totals: contact e-mails in each group. */
export const emailTotals = z.strictObject({ ativos: z.number(), aguardando: z.number() });
export type EmailTotals = z.infer<typeof emailTotals>;

/** The toast of 'Copiar Todos' (spec §2 '{n} e-mails copiados!'), in the singular for one. */
export const copiedToast = (n: number) =>
  `${n.toLocaleString('pt-BR')} ${plural(n, 'e-mail copiado!', 'e-mails copiados!')}`;

export const hierarchyMember = z.strictObject({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  active: z.boolean(),
  badge: z.enum(['Ativo', 'Trial', 'Inativo']),
});
export type HierarchyMember = z.infer<typeof hierarchyMember>;

export const hierarchyCompany = z.strictObject({
  id: z.string(),
  company_name: z.string(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  billing: z.strictObject({ level: z.enum(['error', 'warning', 'ok']), label: z.string() }),
  members: z.array(hierarchyMember),
});
export type HierarchyCompany = z.infer<typeof hierarchyCompany>;

export const hierarchyPage = pageOf(hierarchyCompany);
export type HierarchyPage = z.infer<typeof hierarchyPage>;

export const pendingInvite = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  company_id: z.string(),
  company_name: z.string(),
  created_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInvite>;

export const pendingInvitePage = pageOf(pendingInvite);
export type PendingInvitePage = z.infer<typeof pendingInvitePage>;

export const inviteParams = z.object({ id: z.uuid('Convite inválido.') });
