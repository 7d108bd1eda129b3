import { queryOptions } from '@tanstack/react-query';
import type { Member } from '../../../domain/companies/contracts.ts';
import type { RegisterPage, RegisterRow } from '../../../domain/registers/response-contracts.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import type { Option } from '../../lib/register-options.ts';
import type { Row } from './field-spec.ts';

// The registers of /cadastros: a paginated list per kind and the changes to a row. After a
// change every cached answer of that register (lists, pickers) is read again.

export const registerKeys = {
  kind: (kind: RegisterKind) => ['registers', kind],
  list: (kind: RegisterKind, params: RegisterListParams) => ['registers', kind, 'list', params],
} as const;

export type RegisterListParams = {
  busca: string;
  pagina: number;
  situacao: 'ativos' | 'arquivados';
};

export const registerListQuery = <K extends RegisterKind>(kind: K, params: RegisterListParams) =>
  queryOptions({
    queryKey: registerKeys.list(kind, params),
    queryFn: () => {
      const search = new URLSearchParams({
        pagina: String(params.pagina),
        situacao: params.situacao,
      });
      if (params.busca) search.set('busca', params.busca);
      return api<RegisterPage<K>>(`/api/registers/${kind}?${search}`);
    },
    placeholderData: (previous) => previous,
  });

export const membersOptionsQuery = queryOptions({
  queryKey: ['company', 'members', 'options'],
  queryFn: async () =>
    (await api<{ members: Member[] }>('/api/company/members')).members.map((m): Option => ({
      id: m.user_id,
      label: m.name ? `${m.name} (${m.email})` : m.email,
      group: null,
    })),
});

/** A change to a register's rows, after which the register is read again everywhere. */
const useRegisterChange = <T, R>(kind: RegisterKind, call: (value: T) => Promise<R>) =>
  useChange(call, [registerKeys.kind(kind)]);

/** Creates a row (no `id`) or saves row `id`. */
export const useSaveRegister = <K extends RegisterKind>(kind: K, id?: string) =>
  useRegisterChange(kind, (body: Record<string, unknown>) =>
    api<RegisterRow<K>>(id ? `/api/registers/${kind}/${id}` : `/api/registers/${kind}`, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export type RowAction = 'archive' | 'restore' | 'delete';

/** Archive, restore or delete a row (deleting one in use is refused with a 409). */
export const useRowAction = (kind: RegisterKind) =>
  useRegisterChange(kind, async ({ action, row }: { action: RowAction; row: Row }) => {
    const url = `/api/registers/${kind}/${row.id}`;
    if (action === 'delete') await api(url, { method: 'DELETE' });
    else await api(`${url}/${action}`, { method: 'POST' });
    return action;
  });
