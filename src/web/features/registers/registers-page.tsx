import { useSearchParams } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { REGISTER_KINDS, REGISTER_LABELS } from '../../../domain/registers/values.ts';
import { useMe } from '../../lib/session.ts';
import { REGISTER_TABS } from '../../paths.ts';
import { RegisterTab } from './register-tab.tsx';

export function RegistersPage() {
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const membership = me.data?.membership;
  const canChange = !!membership && membership.role !== 'pilot' && membership.canAct;
  const kind = REGISTER_KINDS.find((k) => REGISTER_TABS[k] === search.get('aba')) ?? 'clients';
  return (
    <>
      <title>{`Cadastros — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">Cadastros</h1>
      <p className="mt-1 text-ink-700">
        Clientes, propriedades, aeronaves, equipe, produtos, culturas e serviços usados nas
        operações.
      </p>
      <div
        role="tablist"
        aria-label="Cadastros"
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-brand-100 px-4"
      >
        {REGISTER_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`aba-${k}`}
            aria-selected={k === kind}
            aria-controls="painel-cadastro"
            onClick={() => setSearch({ aba: REGISTER_TABS[k] }, { replace: true })}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
              k === kind
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-ink-600 hover:text-brand-700'
            }`}
          >
            {REGISTER_LABELS[k].plural}
          </button>
        ))}
      </div>
      <div id="painel-cadastro" role="tabpanel" aria-labelledby={`aba-${kind}`} className="mt-6">
        <RegisterTab key={kind} kind={kind} canChange={canChange} />
      </div>
    </>
  );
}
