import { Suspense, type ReactNode } from 'react';
import type { PublicPage } from '../../domain/site.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { Seo } from './seo.tsx';

// The floating contact button draws nothing until the server's configuration (its addresses)
// has answered, after the first paint: its code comes then too, not with the page's.
const ContactButton = lazyComponent(() =>
  import('./contact-button.tsx').then((m) => m.ContactButton),
);

/**
 * A public page with the site header and footer, the contact button and its head tags: an
 * indexed page of the site (`page`), or one kept out of search (`title` and `description`).
 */
export function PageFrame(
  props: ({ page: PublicPage } | { title: string; description: string }) & {
    children: ReactNode;
  },
) {
  const { children, ...seo } = props;
  return (
    <div className="flex min-h-screen flex-col">
      <Seo {...seo} />
      <PublicHeader />
      <main className="flex-1">{children}</main>
      <PublicFooter />
      <Suspense fallback={null}>
        <ContactButton />
      </Suspense>
    </div>
  );
}
