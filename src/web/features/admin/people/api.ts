import type { QueryKey } from '@tanstack/react-query';
import type {
  ContactEmailPage,
  CopiedEmails,
  EmailGroup,
  EmailTotals,
  HierarchyPage,
  PendingInvitePage,
} from '../../../../domain/admin/people.ts';
import { api, withFilters } from '../../../lib/api.ts';
import { freshQuery } from '../../../lib/fresh-query.ts';
import { pageQuery } from '../../../lib/page-query.ts';
import { useChange } from '../../../lib/change.ts';

// The admin's E-mails and Usuários tabs: every list a page of the server's, searched there,
// read again on each visit (staleTime 0) and by the tabs' refresh buttons.

export const peopleKeys = {
  emails: ['admin', 'emails'],
  users: ['admin', 'users'],
  invites: ['admin', 'invites'],
} as const;

/** A list's page of `path`, searched by `busca`. */
const paged = <P>(key: QueryKey, path: string, busca: string, pagina: number) =>
  pageQuery<P>([...key, busca, pagina], path, { busca: busca.trim() }, pagina);

export const emailTotalsQuery = freshQuery<EmailTotals>(
  [...peopleKeys.emails, 'totals'],
  '/api/admin/emails',
);

export const contactEmailsQuery = (group: EmailGroup, busca: string, pagina: number) =>
  paged<ContactEmailPage>(
    [...peopleKeys.emails, group],
    `/api/admin/emails/${group}`,
    busca,
    pagina,
  );

/** 'Copiar Todos': every e-mail of the group and search, not only the page shown. */
export const fetchAllEmails = (group: EmailGroup, busca: string) =>
  api<CopiedEmails>(withFilters(`/api/admin/emails/${group}/todos`, { busca: busca.trim() }));

export const hierarchyQuery = (busca: string, pagina: number) =>
  paged<HierarchyPage>(peopleKeys.users, '/api/admin/users', busca, pagina);

export const pendingInvitesQuery = (busca: string, pagina: number) =>
  paged<PendingInvitePage>(peopleKeys.invites, '/api/admin/invites', busca, pagina);

/** Resend (a new link by e-mail) or cancel a pending invite; the invites are read again. */
export const useInviteAction = () =>
  useChange(
    (change: { action: 'resend' | 'cancel'; id: string }) =>
      change.action === 'resend'
        ? api<{ emailSent: boolean }>(`/api/admin/invites/${change.id}/resend`, { method: 'POST' })
        : api<undefined>(`/api/admin/invites/${change.id}`, { method: 'DELETE' }),
    [peopleKeys.invites],
  );
