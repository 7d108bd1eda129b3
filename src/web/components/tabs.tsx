import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** The panel's id, from the tabs' name: 'Recursos Humanos' → 'painel-recursos-humanos'. */
const panelId = (label: string) =>
  `painel-${label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

/**
 * A page's tabs and the open tab's panel, which shows the spinner while a lazy tab loads. On a
 * phone the tabs scroll sideways and the open one is kept in view. The page keeps which tab is
 * open (in its address, so Back and links work).
 */
export function Tabs<K extends string>(props: {
  /** Names the tab list ('Estoque'). */
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const { current } = props;
  const panel = panelId(props.label);
  const tabList = useRef<HTMLDivElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    const selected = tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // A switch from elsewhere on the page (the header's 'Nova entrada', a lot's 'Histórico', an
    // alert) that went away with the tab it left: the keyboard goes on from the tab it opened,
    // not from the page's top (WCAG 2.4.3). Not on the first drawing: the page keeps its own.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (shown.current !== current && lost) selected?.focus();
    shown.current = current;
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
            aria-controls={panel}
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
      <div id={panel} role="tabpanel" aria-labelledby={`aba-${props.current}`} className="mt-6">
        <Suspense fallback={<Spinner />}>{props.children}</Suspense>
      </div>
    </>
  );
}
