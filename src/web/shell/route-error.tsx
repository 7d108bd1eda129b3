import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '../components/button-link.tsx';

/** Shown when a page fails to load or render. */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <title>Erro na Aplicação</title>
      <AlertTriangle className="h-12 w-12 text-accent-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink-900">Oops! Algo deu errado</h1>
      <p className="mt-2 text-ink-700">
        Não foi possível exibir esta página. Tente novamente em instantes.
      </p>
      {/* A full page load, so a stale bundle is replaced too. */}
      <a href="/" className={`mt-6 ${buttonClasses()}`}>
        Voltar ao Início
      </a>
    </main>
  );
}
