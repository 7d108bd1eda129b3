import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A page's tabs and the open tab's panel. On a phone the tabs scroll sideways and the open one
 * is kept in view. The page keeps which tab is open (in its address, so Back and links work).
 */
export function Tabs<K extends string>(props: {
  /** Names the tab list ('Estoque'). */
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onSelect: (key: K) => void;
  /** The panel's id. */
  panel: string;
  children: ReactNode;
}) {
  const { current } = props;
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <>
      <div
        ref={tabList}
        role="tablist"
        aria-label={props.label}
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-brand-100 px-4"
      >
        {props.tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`aba-${t.key}`}
            aria-selected={t.key === props.current}
            aria-controls={props.panel}
            onClick={() => props.onSelect(t.key)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
              t.key === props.current
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-ink-600 hover:text-brand-700'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={props.panel}
        role="tabpanel"
        aria-labelledby={`aba-${props.current}`}
        className="mt-6"
      >
        {props.children}
      </div>
    </>
  );
}
