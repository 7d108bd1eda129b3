import { PageFrame } from '../../components/page-frame.tsx';

const KEY = 'agrovoo-error-probe';
// Decided once per page load, so React's own retry of a failed render fails again.
const failThisLoad = typeof sessionStorage !== 'undefined' && !sessionStorage.getItem(KEY);
if (failThisLoad) sessionStorage.setItem(KEY, '1');

/**
 * `/dev/erro`: fails to render on its first load in a tab and renders after a reload, so the
 * error screen and its 'Tentar Novamente' can be checked in a real browser.
 */
export function ErrorProbePage() {
  if (failThisLoad) throw new Error('Falha de teste da tela de erro (/dev/erro).');
  return (
    <PageFrame title="Página de teste" description="Verificação da tela de erro.">
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink-900">Página recuperada</h1>
        <p className="mt-2 text-ink-700">
          A tela de erro apareceu na primeira carga e &lsquo;Tentar Novamente&rsquo; trouxe a página
          de volta.
        </p>
      </div>
    </PageFrame>
  );
}
