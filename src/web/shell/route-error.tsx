import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { clearAppCaches } from '../lib/app-cache.ts';
import { reportClientError } from '../lib/telemetry.ts';
import { buttonClasses } from '../components/button-link.tsx';

/** How many times 'Tentar Novamente' reloads before it sends the person home (spec part 2 §2). */
export const MAX_RETRIES = 3;
const RETRIES_KEY = 'agrovoo-error-retries';

/** Reload the page; after MAX_RETRIES attempts in this tab, go to the start instead. */
export function retry(location: Pick<Location, 'reload' | 'assign'> = window.location) {
  const done = Number(sessionStorage.getItem(RETRIES_KEY) ?? 0);
  if (done >= MAX_RETRIES) {
    sessionStorage.removeItem(RETRIES_KEY);
    location.assign('/');
    return;
  }
  sessionStorage.setItem(RETRIES_KEY, String(done + 1));
  location.reload();
}

/** 'Corrigir atualização': drop service workers and caches (a stale app), then reload. */
export async function clearCacheAndReload(location: Pick<Location, 'reload'> = window.location) {
  await clearAppCaches();
  location.reload();
}

/** Shown when a page fails to load or render ('Erro na Aplicação', spec part 1 §2). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportClientError('boundary', error), [error]);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <title>Erro na Aplicação</title>
      <AlertTriangle className="h-12 w-12 text-accent-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink-900">Oops! Algo deu errado</h1>
      <p className="mt-2 text-ink-700">
        Não foi possível exibir esta página. Tente novamente em instantes.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => retry()} className={buttonClasses()}>
          Tentar Novamente
        </button>
        {/* A full page load, so a stale bundle is replaced too. */}
        <a href="/" className={buttonClasses('outline')}>
          Voltar ao Início
        </a>
      </div>
      <button
        type="button"
        onClick={() => void clearCacheAndReload()}
        className={`mt-4 ${buttonClasses('ghost')}`}
      >
        Corrigir atualização (limpar cache)
      </button>
    </main>
  );
}
