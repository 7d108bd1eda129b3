import { queryOptions } from '@tanstack/react-query';
import type { RegisterOptionList } from '../../domain/registers/response-contracts.ts';
import type { RegisterKind } from '../../domain/registers/values.ts';
import { api } from './api.ts';

/** A register row in a picker; `group` is what it is filtered by (a farm's client, a technician's kind). */
export type Option = RegisterOptionList['options'][number];

/** The company's active rows of a register, for selects in any screen. */
export const registerOptionsQuery = (kind: RegisterKind) =>
  queryOptions({
    queryKey: ['registers', kind, 'options'],
    queryFn: async () => (await api<RegisterOptionList>(`/api/registers/${kind}/options`)).options,
    staleTime: 60_000,
  });
