import { queryOptions } from '@tanstack/react-query';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { api } from '../../lib/api.ts';
import type { Option } from '../../lib/register-options.ts';
import type { Row } from './descriptors.ts';

export type RegisterListParams = {
  busca: string;
  pagina: number;
  situacao: 'ativos' | 'arquivados';
};
export type RegisterPage = { items: Row[]; total: number; pageSize: number };

export const registerListQuery = (kind: RegisterKind, params: RegisterListParams) =>
  queryOptions({
    queryKey: ['registers', kind, 'list', params],
    queryFn: () => {
      const search = new URLSearchParams({
        pagina: String(params.pagina),
        situacao: params.situacao,
      });
      if (params.busca) search.set('busca', params.busca);
      return api<RegisterPage>(`/api/registers/${kind}?${search}`);
    },
    placeholderData: (previous) => previous,
  });

export const membersOptionsQuery = queryOptions({
  queryKey: ['company', 'members', 'options'],
  queryFn: async () =>
    (
      await api<{ members: { user_id: string; email: string; name: string }[] }>(
        '/api/company/members',
      )
    ).members.map((m): Option => ({
      id: m.user_id,
      label: m.name ? `${m.name} (${m.email})` : m.email,
      group: null,
    })),
});
