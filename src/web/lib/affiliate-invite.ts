import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AFFILIATE_INVITE_PARAM } from '../../domain/affiliates/values.ts';
import type { FormStatus } from './contract-form.ts';
import { api, errorMessage } from './api.ts';
import { notify } from './notify.ts';
import { paths } from '../paths.ts';

/** Spec part 1 §3 client storage key: an affiliate invite's token waiting for a login. */
export const AFFILIATE_INVITE_TOKEN_KEY = 'affiliate_invite_token';
/** Spec part 1 §9: to /afiliados 2 s after an accepted invite; on to the dashboard 1 s after a refusal. */
const WELCOME_DELAY_MS = 2_000;
const REFUSED_DELAY_MS = 1_000;

/** What /afiliados receives from an accepted invite: the token the profile is created with. */
export type InviteState = { affiliateInvite?: string };

/** Spec part 1 §5 'Affiliate invite acceptance': the server's checks of a kept token. */
const acceptAffiliateInvite = (token: string) =>
  api('/api/affiliate-invites/accept', { method: 'POST', body: { token } });

/** `/auth?convite-afiliado=<token>` (the invite e-mail's link): kept until the next login. */
export function keepAffiliateInvite(search: URLSearchParams) {
  const token = search.get(AFFILIATE_INVITE_PARAM);
  if (token) localStorage.setItem(AFFILIATE_INVITE_TOKEN_KEY, token);
}

/**
 * After any login (spec part 1 §4 'Affiliate invite'): with a kept token, the invite is
 * checked — accepted, the token goes, a welcome, and /afiliados opens its create dialog 2 s
 * later; refused, the token goes, the reason is said, and 1 s later `otherwise` runs (the usual
 * way on: the dashboard for a company's member). Without one, `otherwise` runs at once. Either
 * move replaces the login page in the history, and none happens once the page is left.
 */
export function useAffiliateInviteAfterLogin() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<FormStatus>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = async (otherwise: () => void) => {
    const token = localStorage.getItem(AFFILIATE_INVITE_TOKEN_KEY);
    if (!token) return otherwise();
    localStorage.removeItem(AFFILIATE_INVITE_TOKEN_KEY);
    try {
      await acceptAffiliateInvite(token);
      const welcome = 'Bem-vindo ao programa de afiliados!';
      notify(welcome, 'Complete seu perfil para receber seu link de indicação.');
      setStatus({ ok: true, text: welcome });
      timer.current = setTimeout(
        () =>
          navigate(paths.affiliates, {
            replace: true,
            state: { affiliateInvite: token } satisfies InviteState,
          }),
        WELCOME_DELAY_MS,
      );
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, 'Convite inválido ou expirado') });
      timer.current = setTimeout(otherwise, REFUSED_DELAY_MS);
    }
  };
  return { go: (otherwise: () => void) => void go(otherwise), status };
}
