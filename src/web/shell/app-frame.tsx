import type { ReactNode } from 'react';
import { SkipLink } from './skip-link.tsx';

/** The id of the page's content, where 'Pular para o conteúdo' leads. */
const MAIN_ID = 'conteudo';

/**
 * The signed-in frame: the header's row (the menu and logo at the start, the session's buttons at
 * the end), the desktop's tab bar under it, then the page. The row keeps its height whatever it
 * holds, so the loading screen the server sends (no session yet: `PageLoading`) and the app draw
 * the page at the same place.
 */
export function AppFrame(props: {
  start: ReactNode;
  end?: ReactNode;
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-brand-50/40 print:bg-white">
      <meta name="robots" content="noindex" />
      <SkipLink target={MAIN_ID} />
      <header className="border-b border-brand-100 bg-white print:hidden">
        <div className="mx-auto flex min-h-15 max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
          <div className="flex items-center gap-2">{props.start}</div>
          {/* On a phone the badges (offline, the field's queue) need the room: icons there. */}
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">{props.end}</div>
        </div>
        {props.nav}
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 print:max-w-none print:p-0"
      >
        {props.children}
      </main>
    </div>
  );
}
