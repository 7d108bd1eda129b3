import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'agrovoo:rascunho:';

/** The draft stored under `key`, or null when there is none or it cannot be read. */
function readDraft(key: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Stores or drops a draft; a full or refused storage only means no draft is kept. */
function writeDraft(key: string, values: unknown) {
  try {
    if (values === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Without storage the form still works, only without a draft.
  }
}

/** What `useFormDraft` gives the form's page. */
export type FormDraft = {
  /** Whether the form opened with a draft left unsaved earlier (say 'Rascunho restaurado'). */
  restored: boolean;
  /** Drops the draft and puts the form back to its default values. */
  discard: () => void;
  /** Drops the draft after the form was saved. */
  clear: () => void;
};

/**
 * Keeps a react-hook-form form's unsaved changes in the browser's localStorage under `key`, and
 * puts them back when the form opens again. The key names the company and the record, so a
 * draft never reaches another company or another record: e.g. `operacao:<company id>:nova`
 * or `operacao:<company id>:<operation id>`; `null` keeps no draft (a read-only form, or while
 * the company is unknown). The draft is read once, as the form opens: render the form anew (a
 * React `key` per record) when it opens another record.
 *
 * A change is stored as soon as it is typed; a form back at its defaults (a `form.reset` after
 * saving, say) stores nothing. Call `clear()` once saved, and show a notice with a button
 * calling `discard()` while `restored` is true:
 *
 *   const draft = useFormDraft(form, company ? `proposta:${company}:${id ?? 'nova'}` : null);
 *   {draft.restored && <p>Rascunho restaurado <button onClick={draft.discard}>Descartar</button></p>}
 */
export function useFormDraft<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  key: string | null,
): FormDraft {
  const [draft] = useState(() => {
    const saved = key ? readDraft(key) : null;
    return saved && typeof saved === 'object' ? (saved as T) : null;
  });
  const [restored, setRestored] = useState(draft !== null);
  useEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);
  useEffect(() => {
    if (!key) return;
    return form.subscribe({
      formState: { isDirty: true, values: true },
      callback: ({ isDirty, values }) => writeDraft(key, isDirty ? values : null),
    });
  }, [form, key]);
  const clear = useCallback(() => {
    if (key) writeDraft(key, null);
    setRestored(false);
  }, [key]);
  const discard = useCallback(() => {
    clear();
    form.reset();
  }, [clear, form]);
  return { restored, discard, clear };
}
