import { useSyncExternalStore } from 'react';
import type { Me } from '../../domain/auth/contracts.ts';

// Who works offline in this browser (issue 41, decision 039), read without loading the field
// store's code: a user who took operations to the field has a mark here (what he took, when),
// and his session's answer is kept so that the app opens as his after a reload with no signal.
// The field data itself lives in his own IndexedDB database (lib/field/field-store.ts).

/** What the last 'Levar para o campo' kept: how many operations, how many bytes, when. */
export type FieldMark = { count: number; bytes: number; takenAt: string };

const markKey = (userId: string) => `agrovoo-campo:${userId}`;
const SESSION_KEY = 'agrovoo-campo-sessao';
/** Told in this page when a mark is set or dropped (the browser's own event tells other tabs). */
const MARKED = 'agrovoo-campo';

/** What `userId` took to the field, or null when he took nothing in this browser. */
export function fieldMark(userId: string): FieldMark | null {
  const text = localStorage.getItem(markKey(userId));
  return text ? (JSON.parse(text) as FieldMark) : null;
}

/** 'Levar para o campo' done: the mark, and the session kept for the offline reloads. */
export function markField(me: Me, mark: FieldMark) {
  localStorage.setItem(markKey(me.user.id), JSON.stringify(mark));
  localStorage.setItem(SESSION_KEY, JSON.stringify(me));
  window.dispatchEvent(new Event(MARKED));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(MARKED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(MARKED, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The mark of `userId` as it changes (its text: a snapshot that compares by value). */
export function useFieldMark(userId: string | undefined): FieldMark | null {
  const text = useSyncExternalStore(
    subscribe,
    () => (userId ? localStorage.getItem(markKey(userId)) : null),
    () => null,
  );
  return text ? (JSON.parse(text) as FieldMark) : null;
}

/** The session's answer as the server gave it: kept only for a user with field data. */
export function keepFieldSession(me: Me | null) {
  if (me && fieldMark(me.user.id)) localStorage.setItem(SESSION_KEY, JSON.stringify(me));
  else localStorage.removeItem(SESSION_KEY);
}

/** The kept session: whose field data the app may read when the server cannot be reached. */
export function fieldSession(): Me | null {
  const text = localStorage.getItem(SESSION_KEY);
  return text ? (JSON.parse(text) as Me) : null;
}

/** Sign-out: the session kept is forgotten; 'Sair' (not inactivity) also drops the mark. */
export function forgetFieldSession(userId: string | undefined, keepData: boolean) {
  localStorage.removeItem(SESSION_KEY);
  if (userId && !keepData) localStorage.removeItem(markKey(userId));
  window.dispatchEvent(new Event(MARKED));
}
