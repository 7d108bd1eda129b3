import type { ReactNode } from 'react';
import type { PublicPage } from '../../domain/site.ts';
import { ContactButton } from './contact-button.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { Seo } from './seo.tsx';

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
      <ContactButton />
    </div>
  );
}
