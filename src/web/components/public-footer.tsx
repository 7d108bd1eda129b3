import { Link } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '../../domain/constants.ts';
import { paths } from '../paths.ts';

/** The public pages' footer; its bottom padding keeps the floating contact button off its links. */
export function PublicFooter() {
  return (
    <footer className="border-t border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <strong className="text-ink-900">{APP_NAME}</strong> — {APP_TAGLINE}
        </p>
        <nav aria-label="Informações legais" className="flex gap-4">
          <Link className="underline-offset-4 hover:underline" to={paths.terms}>
            Termos de Serviço
          </Link>
          <Link className="underline-offset-4 hover:underline" to={paths.privacy}>
            Política de Privacidade
          </Link>
        </nav>
      </div>
    </footer>
  );
}
