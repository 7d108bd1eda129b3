import { useSearchParams } from 'react-router';

/**
 * The open one of `tabs`, kept in the address's `param` so Back, a reload and a shared link
 * open it again (the first tab when the address names none it knows). Choosing a tab starts the
 * address afresh — the parameters of the tab left behind go — except `within`: a tab inside a
 * page's tab keeps the page's (`['aba']`).
 */
export function useTabInAddress<const T extends readonly { key: string }[]>(
  tabs: T,
  param = 'aba',
  within: readonly string[] = [],
) {
  const [search, setSearch] = useSearchParams();
  type Key = T[number]['key'];
  const current: Key = (tabs.find((tab) => tab.key === search.get(param)) ?? tabs[0]!).key;
  const select = (key: Key) =>
    setSearch((previous) => {
      const next = new URLSearchParams();
      for (const name of within) {
        const value = previous.get(name);
        if (value !== null) next.set(name, value);
      }
      next.set(param, key);
      return next;
    });
  return [current, select] as const;
}
