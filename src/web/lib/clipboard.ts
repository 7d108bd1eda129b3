import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says it copied (spec part 2 §9: 2 s). */
const COPIED_MS = 2_000;

/**
 * A copy to the clipboard and its feedback: `copy(text)` answers whether the browser took it
 * (a refused clipboard answers false, so the caller can offer another way), and `copied` is
 * true for 2 s after a copy that worked.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    return true;
  }, []);
  return { copied, copy };
}
