import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me } from '../../domain/auth/contracts.ts';
import { QUERY_CACHE } from '../../domain/constants.ts';
import { paths } from '../paths.ts';
import { api, ApiError } from './api.ts';
import { fieldSession, forgetFieldSession, keepFieldSession } from './field-session.ts';
import { seesMoney } from '../../domain/companies/values.ts';

/** Spec part 1 §3 client storage key of the inactivity timer. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/**
 * After a call that changes who is signed in or what the session says (login, sign-up, an
 * accepted invite, the company's data): the session is read again.
 */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
}

/**
 * The signed-in user, or null when there is no session; kept 10 min once unused (spec part 2 §9).
 * With no connection, a user who took operations to the field is still himself (issue 41).
 */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async () => {
    try {
      const me = await api<Me | null>('/api/me');
      keepFieldSession(me);
      return me;
    } catch (error) {
      const kept = error instanceof ApiError && error.status === 0 ? fieldSession() : null;
      if (kept) return kept;
      throw error;
    }
  },
  gcTime: QUERY_CACHE.profileGcTimeMs,
  meta: { path: '/api/me' },
});

/**
 * Where a signed-in user starts: a company's member on the dashboard, a platform admin of no
 * company on /admin, anyone else on the page that says how to join or create a company.
 */
export function landingPath(me: Me): string {
  if (me.membership) return paths.dashboard;
  return me.user.isPlatformAdmin ? paths.admin : paths.noCompany;
}

/**
 * Whether the member may change the company's records: its office (an owner or an admin), in a
 * company that may act. The web hides the rest as a courtesy; the server refuses it.
 */
export const officeActs = (membership: Me['membership'] | undefined) =>
  !!membership && membership.role !== 'pilot' && membership.canAct;

/** The session's answer (see `meQuery`). */
export function useMe() {
  return useQuery(meQuery);
}

/** Whether the session's member is shown money: a pilot's answers have none (decision 034). */
export const useSeesMoney = () => seesMoney(useMe().data?.membership?.role ?? null);

/**
 * 'Sair': ends the session, forgets every cached answer and the activity time, and deletes the
 * field data taken offline — except when the session ends by inactivity (`keepFieldData`): the
 * changes recorded in the field then wait for the same user's next sign-in (issue 41).
 */
export function useLogout({
  redirect = true,
  keepFieldData = false,
}: { redirect?: boolean; keepFieldData?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      const userId = queryClient.getQueryData(meQuery.queryKey)?.user.id;
      // The field data taken to work offline goes with a sign-out; its code loads only now.
      if (userId && !keepFieldData)
        void import('./field/field-store.ts').then((field) => field.clearFieldData(userId));
      forgetFieldSession(userId, keepFieldData);
      queryClient.clear();
      localStorage.removeItem(LAST_ACTIVITY_KEY);
      if (redirect) navigate(paths.login, { replace: true });
    },
  });
}
