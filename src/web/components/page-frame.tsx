import type { ReactNode } from 'react';
import { APP_NAME } from '../../domain/constants.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** A public page with the site header and footer, its title and description. */
export function PageFrame(props: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${props.title} — ${APP_NAME}`}</title>
      <meta name="description" content={props.description} />
      <PublicHeader />
      <main className="flex-1">{props.children}</main>
      <PublicFooter />
    </div>
  );
}
