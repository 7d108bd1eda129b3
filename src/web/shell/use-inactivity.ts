import { useCallback, useEffect, useState } from 'react';
import { INACTIVITY, inactivityState, type InactivityState } from '../../domain/auth/inactivity.ts';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants.ts';
import { LAST_ACTIVITY_KEY } from '../lib/session.ts';

const lastActivity = () => Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || Date.now();
const touch = () => localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));

/**
 * Tracks activity (throttled; less often on phones) in localStorage, so every tab shares it,
 * and re-evaluates the idle state every minute. `onExpire` runs when 12 h pass idle.
 */
export function useInactivity(onExpire: () => void) {
  const [state, setState] = useState<InactivityState>(() => {
    if (!localStorage.getItem(LAST_ACTIVITY_KEY)) touch();
    return inactivityState(lastActivity(), Date.now());
  });

  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
    const throttle = mobile ? INACTIVITY.mobileThrottleMs : INACTIVITY.throttleMs;
    let recorded = 0;
    const record = () => {
      if (Date.now() - recorded < throttle) return;
      recorded = Date.now();
      touch();
    };
    INACTIVITY.events.forEach((event) => window.addEventListener(event, record, { passive: true }));
    return () => INACTIVITY.events.forEach((event) => window.removeEventListener(event, record));
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const next = inactivityState(lastActivity(), Date.now());
      setState(next);
      if (next.kind === 'expired') onExpire();
    }, INACTIVITY.checkEveryMs);
    return () => clearInterval(timer);
  }, [onExpire]);

  const renew = useCallback(() => {
    touch();
    setState(inactivityState(Date.now(), Date.now()));
  }, []);

  return { state, renew };
}
