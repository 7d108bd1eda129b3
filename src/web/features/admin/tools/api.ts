import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPasswordResetInput,
  DemoAccountInput,
  DemoAccountResult,
  InviteTestResult,
  OrphanPage,
  WeeklyReport,
} from '../../../../domain/admin/tools.ts';
import { api } from '../../../lib/api.ts';

// The Ferramentas tab's calls (spec part 2 §7 'Procedures' and 'Serverless functions').

const BASE = '/api/admin/tools';
const toolKeys = { orphans: ['admin', 'tools', 'orphans'] } as const;

/** Spec §7 'find_orphan_users': a page of users without an active profile. */
export const orphansQuery = (pagina: number) =>
  queryOptions({
    queryKey: [...toolKeys.orphans, pagina],
    queryFn: () => api<OrphanPage>(`${BASE}/orphans${pagina > 1 ? `?pagina=${pagina}` : ''}`),
    // Searched on demand ('Buscar'); a fix reads the list again.
    staleTime: 30_000,
  });

export function useFixOrphan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<{ companyId: string }>(`${BASE}/orphans/${encodeURIComponent(userId)}/fix`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: toolKeys.orphans }),
  });
}

export const useDemoAccount = () =>
  useMutation({
    mutationFn: (body: DemoAccountInput) =>
      api<DemoAccountResult>(`${BASE}/demo-account`, { body }),
  });

export const usePasswordReset = () =>
  useMutation({
    mutationFn: (body: AdminPasswordResetInput) => api<{ ok: true }>(`${BASE}/password`, { body }),
  });

export const useInviteTest = () =>
  useMutation({
    mutationFn: (body: { companyId: string; email: string }) =>
      api<InviteTestResult>(`${BASE}/invite-test`, { body }),
  });

export const useWeeklyReport = () =>
  useMutation({
    mutationFn: () =>
      api<{ report: WeeklyReport; sentTo: string[] }>(`${BASE}/weekly-report`, {
        body: { manual: true },
      }),
  });
