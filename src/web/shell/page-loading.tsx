import type { ReactNode } from 'react';
import { Logo } from '../components/logo.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Spinner } from '../components/spinner.tsx';
import type { PageHeading } from '../page-headings.ts';
import { paths } from '../paths.ts';
import { AppFrame } from './app-frame.tsx';
import { MenuButton, TabBar } from './nav-bar.tsx';

/**
 * The frame of a signed-in page as the server first sends it (`src/web/prerender.tsx`), with no
 * session in it yet: the app then draws its own frame, the page at the same place.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <AppFrame
      start={
        <>
          <MenuButton />
          <Logo to={paths.dashboard} />
        </>
      }
      nav={<TabBar />}
    >
      {children}
    </AppFrame>
  );
}

/**
 * A signed-in page's loading screen (rendered at build time): the page's header where the page
 * draws it, and the spinner under it. Its header is the page's largest text, so it paints with
 * the first paint instead of after the session and the page's code (issue 43 item 1); the app
 * then draws the same header at the same place.
 */
export function PageLoading({ heading }: { heading: PageHeading }) {
  return (
    <PageFrame>
      <PageHeader {...heading} />
      <Spinner />
    </PageFrame>
  );
}
