import { queryOptions } from '@tanstack/react-query';
import type { Invite, Member } from '../../../domain/companies/contracts.ts';
import { api } from '../../lib/api.ts';

export const membersQuery = queryOptions({
  queryKey: ['company', 'members'],
  queryFn: () => api<{ members: Member[] }>('/api/company/members').then((r) => r.members),
});

export const invitesQuery = queryOptions({
  queryKey: ['company', 'invites'],
  queryFn: () => api<{ invites: Invite[] }>('/api/company/invites').then((r) => r.invites),
});
