import { paths } from '../paths.ts';
import { ButtonLink } from './button-link.tsx';
import { Logo } from './logo.tsx';

/** Header of the public pages: logo and the way in. */
export function PublicHeader() {
  return (
    <header className="border-b border-brand-100 bg-white/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Principal" className="flex items-center gap-2">
          <ButtonLink to={paths.login} variant="brand">
            Entrar
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
