import { Logo } from '../components/logo.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Spinner } from '../components/spinner.tsx';
import type { PageHeading } from '../page-headings.ts';
import { paths } from '../paths.ts';
import { AppFrame } from './app-frame.tsx';
import { MenuButton, TabBar } from './nav-bar.tsx';

/**
 * A signed-in page as the server first sends it (rendered at build time, `src/web/prerender.tsx`):
 * the frame with no session in it yet, the page's header where the page draws it, and the
 * spinner under it. Its header is the page's largest text, so it paints with the first paint
 * instead of after the session and the page's code (issue 43 item 1); the app then draws the
 * same header at the same place.
 */
export function PageLoading({ heading }: { heading: PageHeading }) {
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
      <PageHeader {...heading} />
      <Spinner />
    </AppFrame>
  );
}
