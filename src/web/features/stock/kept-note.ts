import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import type { EntryValues } from './entry-values.ts';

// An imported NF-e and what was typed over it, kept in the browser tab's sessionStorage while
// the user visits the other tabs of /estoque (the entry form unmounts with its tab), until the
// entry is confirmed or the note discarded. Nothing of it is on the server until confirmed.

const KEY = 'agrovoo:estoque:nfe-importada';

export type KeptNote = { preview: NfePreview; values: EntryValues };

/** The note kept in this tab, if any (none when storage is unavailable or holds garbage). */
export function keptNote(): KeptNote | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const note = raw ? (JSON.parse(raw) as KeptNote) : null;
    return note?.preview && Array.isArray(note.values?.linhas) ? note : null;
  } catch {
    return null;
  }
}

export function keepNote(note: KeptNote) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage full or refused (private mode): the note lives as long as the form then.
  }
}

export function forgetNote() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
