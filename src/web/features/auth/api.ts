import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  LoginInput,
  PasswordResetRequestInput,
  SignUpInput,
} from '../../../domain/auth/contracts.ts';
import type { InvitePreview } from '../../../domain/companies/contracts.ts';
import { api } from '../../lib/api.ts';
import { useRefreshMe } from '../../lib/session.ts';

// The auth area's requests: the captcha, login, sign-up, password reset and invites. A call
// that starts a session reads `/api/me` again; errors are the server's `ApiError`.

type Challenge = { id: string; image: string };

/** A new captcha image for each `resetKey` (a challenge is single use). */
export const captchaQuery = (resetKey: number) =>
  queryOptions({
    queryKey: ['captcha', resetKey],
    queryFn: () => api<Challenge>('/api/auth/captcha'),
    staleTime: Infinity,
    gcTime: 0,
  });

/** Whether a typed code answers the challenge (live feedback only; the request checks again). */
export const useCheckCaptcha = () =>
  useMutation({
    mutationFn: (body: { id: string; code: string }) =>
      api<{ valid: boolean }>('/api/auth/captcha/check', { body }),
  });

export function useLogin() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: LoginInput) => api('/api/auth/login', { body }),
    onSuccess: refreshMe,
  });
}

export function useSignUp() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: SignUpInput & { affiliateRef?: string }) =>
      api('/api/auth/sign-up', { body }),
    onSuccess: refreshMe,
  });
}

/** 'Esqueceu sua senha?': the answer never says whether the e-mail exists. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequestInput) =>
      api('/api/auth/password-reset/request', { body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string | null; password: string }) =>
      api('/api/auth/password-reset', { body }),
  });

/** What an invite link offers: the company and the role (404 for a link that is not pending). */
export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: () => api<InvitePreview>(`/api/invites/convite?token=${encodeURIComponent(token)}`),
    retry: false,
  });

/** The invitee signs in (or creates the account, or confirms the password) and joins in one call. */
export function useAcceptInviteWithPassword() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: { token: string; email: string; password: string }) =>
      api('/api/invites/accept-with-password', { body }),
    onSuccess: refreshMe,
  });
}
