import { ChevronDown, Info, Menu } from 'lucide-react';
import { CloseButton } from '../components/close-button.tsx';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavGroup } from './navigation.ts';
import { AppStatusDialog } from './online-badge.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700'
  }`;

/** Esc in an open dropdown closes it and gives the focus back to its button. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  menu.removeAttribute('open');
  menu.querySelector('summary')?.focus();
}

/** Desktop (768 px and up): a tab bar with the main links and a dropdown per group. */
export function DesktopNav({ groups }: { groups: NavGroup[] }) {
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);
  // A route change closes any open dropdown.
  useEffect(() => {
    bar.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location.pathname]);
  if (groups.length === 0) return null; // a user of no company: nothing to offer
  return (
    <TabBar ref={bar}>
      {groups.map((group) =>
        group.label === null ? (
          group.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))
        ) : (
          <li key={group.label} className="relative">
            <details className="group" onKeyDown={closeOnEscape}>
              <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-700">
                {group.label}
                <ChevronDown
                  className="h-4 w-4 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <ul className="absolute left-0 z-30 mt-1 min-w-48 rounded-xl border border-brand-100 bg-white p-1 shadow-lg">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </TabBar>
  );
}

/**
 * The desktop's tab bar: one row that keeps a link's height when it has none (the loading
 * screen's, `PageLoading`, drawn before the session tells which links there are).
 */
export function TabBar({ ref, children }: { ref?: Ref<HTMLElement>; children?: ReactNode }) {
  return (
    <nav ref={ref} aria-label="Principal" className="hidden border-t border-brand-100 md:block">
      <ul className="mx-auto flex min-h-11 max-w-6xl items-center gap-1 px-4 py-1 sm:px-6">
        {children}
      </ul>
    </nav>
  );
}

/**
 * The phone's 'Menu' button (under 768 px) with what it opens; without `onClick`, the loading
 * screen's, inert.
 */
export function MenuButton(props: { onClick?: () => void; children?: ReactNode }) {
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={props.onClick}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      {props.children}
    </div>
  );
}

/**
 * Phone (under 768 px): a 'Menu' button opening a side drawer with every group, and the app
 * status dialog (the header's badge has no room on a phone while online).
 */
export function MobileNav({ groups, email }: { groups: NavGroup[]; email?: string }) {
  const drawer = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState(false);
  const location = useLocation();
  useEffect(() => drawer.current?.close(), [location.pathname]);
  if (groups.length === 0) return null;
  return (
    <MenuButton onClick={() => drawer.current?.showModal()}>
      <dialog
        ref={drawer}
        aria-label="Menu"
        className="m-0 h-dvh max-h-none w-[min(18rem,85vw)] bg-white p-0 shadow-xl backdrop:bg-ink-900/40"
      >
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <span className="min-w-0">
            <span className="block font-bold text-ink-900">Menu</span>
            {email && <span className="block truncate text-xs text-ink-600">{email}</span>}
          </span>
          <CloseButton label="Fechar menu" onClick={() => drawer.current?.close()} />
        </div>
        <nav aria-label="Principal" className="space-y-4 p-3">
          {groups.map((group) => (
            <div key={group.label ?? 'principal'}>
              {group.label && (
                <p className="px-3 pb-1 text-xs font-bold tracking-wide text-ink-500 uppercase">
                  {group.label}
                </p>
              )}
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-brand-100 p-3">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              drawer.current?.close();
              setStatus(true);
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-700"
          >
            <Info className="h-4 w-4" aria-hidden="true" />
            Status do aplicativo
          </button>
        </div>
      </dialog>
      {status && <AppStatusDialog onClose={() => setStatus(false)} />}
    </MenuButton>
  );
}
