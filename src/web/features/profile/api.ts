import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInviteInput,
  Invite,
  LogoState,
  Member,
} from '../../../domain/companies/contracts.ts';
import type { StorageUse } from '../../../domain/companies/storage.ts';
import type { FiscalSettings } from '../../../domain/companies/fiscal-contracts.ts';
import type { WeatherWindow } from '../../../domain/operations/values.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { billingKeys } from '../../lib/billing.ts';
import { useRefreshMe } from '../../lib/session.ts';

// Perfil: the person's name and password, the company's data, logo and weather window, its members
// and invites, and the test checkout. What the session shows (name, company) is read again
// from `/api/me` after a change; errors are the server's `ApiError`.

export const companyKeys = {
  members: ['company', 'members'],
  invites: ['company', 'invites'],
  logo: ['company', 'logo'],
  storage: ['company', 'storage'],
} as const;

/** Where the company's logo is served (PNG or JPEG); 404 while it has none. */
export const LOGO_PATH = '/api/company/logo';

/** Whether the company has a logo, and its version: the image is asked for only when there is one. */
export const logoQuery = queryOptions({
  queryKey: companyKeys.logo,
  queryFn: () => api<LogoState>(`${LOGO_PATH}/estado`).then((state) => state.logo),
});

/** The company's stored files against its quota (issue 35). */
export const storageQuery = queryOptions({
  queryKey: companyKeys.storage,
  queryFn: () => api<StorageUse>('/api/company/armazenamento'),
});

/**
 * Uploads the company's logo (replacing any) or removes it; the logo and the storage it takes
 * are read again after.
 */
export const useLogoChange = () =>
  useChange(
    (file: File | null) => {
      if (!file) return api(LOGO_PATH, { method: 'DELETE' });
      const body = new FormData();
      body.set('arquivo', file);
      return api(LOGO_PATH, { method: 'PUT', body });
    },
    [companyKeys.logo, companyKeys.storage],
  );

export const membersQuery = queryOptions({
  queryKey: companyKeys.members,
  queryFn: () => api<{ members: Member[] }>('/api/company/members').then((r) => r.members),
});

export const invitesQuery = queryOptions({
  queryKey: companyKeys.invites,
  queryFn: () => api<{ invites: Invite[] }>('/api/company/invites').then((r) => r.invites),
});

/** A change that the session answers (`/api/me`): read it again once saved. */
function useSessionChange<Body>(path: string, method: 'PATCH' | 'PUT') {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: Body) => api(path, { method, body }),
    onSuccess: refreshMe,
  });
}

export const useUpdateName = () => useSessionChange<{ name: string }>('/api/me', 'PATCH');
export const useUpdateCompany = () => useSessionChange<object>('/api/company', 'PATCH');
export const useUpdateWeatherWindow = () =>
  useSessionChange<WeatherWindow>('/api/company/janela-meteorologica', 'PUT');

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api('/api/me/password', { body }),
  });

/** Invites: send, resend with a new link, delete — the pending list is read again after each. */
export function useInviteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { action: 'create'; invite: CreateInviteInput }
        | { action: 'resend' | 'delete'; id: string },
    ) =>
      change.action === 'create'
        ? api('/api/company/invites', { body: change.invite })
        : change.action === 'resend'
          ? api(`/api/company/invites/${change.id}/resend`, { method: 'POST' })
          : api(`/api/company/invites/${change.id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invites }),
  });
}

/** Deactivate or reactivate a member: the answer is the new list; the seats change the bill. */
export const useSetMemberActive = () =>
  useChange(
    ({ member, active }: { member: Member; active: boolean }) =>
      api<{ members: Member[] }>(
        `/api/company/members/${encodeURIComponent(member.user_id)}/${active ? 'reativar' : 'desativar'}`,
        { method: 'POST' },
      ),
    [billingKeys.all],
    ({ members }, queryClient) => queryClient.setQueryData(membersQuery.queryKey, members),
  );

/** The test checkout's 'Pagar' and 'Cancelar assinatura': everything is read again after. */
export function useTestBilling(action: 'pagar' | 'cancelar') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/billing/teste/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The company's fiscal settings for the NFS-e and its A1 certificate (issue 44 item 2). */
export const FISCAL_PATH = '/api/company/fiscal';
export const fiscalQuery = queryOptions({
  queryKey: ['company', 'fiscal'],
  queryFn: () => api<FiscalSettings>(FISCAL_PATH),
});

export const useSaveFiscal = () =>
  useChange((body: object) => api(FISCAL_PATH, { method: 'PUT', body }), [fiscalQuery.queryKey]);

/** Sends the A1 certificate and its password (the password first, as the server reads it), or removes it. */
export const useCertificateChange = () =>
  useChange(
    (upload: { arquivo: File; senha: string } | null) => {
      const path = `${FISCAL_PATH}/certificado`;
      if (!upload) return api(path, { method: 'DELETE' });
      const body = new FormData();
      body.set('senha', upload.senha);
      body.set('arquivo', upload.arquivo);
      return api(path, { method: 'PUT', body });
    },
    [fiscalQuery.queryKey],
  );
