import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { PayrollSettingsVersion } from '../../../domain/hr/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Tag } from '../../components/tag.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { tablesQuery, useDeleteTables } from './payroll-api.ts';
import { competenceLabel } from './payroll-months.ts';

const loadTablesDialog = () => import('./tables-dialog.tsx').then((m) => m.TablesDialog);
const TablesDialog = lazyComponent(loadTablesDialog);

/**
 * 'Tabelas': the versions of the payroll tables, newest first, each valid from a month; a new
 * version starts from the latest, and one no closed run used may be deleted (not the last one).
 */
export function TablesTab() {
  const versions = useQuery(tablesQuery);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PayrollSettingsVersion | null>(null);
  return (
    <Loaded query={versions} error="Não foi possível carregar as tabelas. Tente novamente.">
      {(rows) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-700">
              INSS, IRRF e os demais valores com que cada folha é calculada.
            </p>
            <ActionButton
              icon={FilePlus2}
              onClick={() => setCreating(true)}
              disabled={rows.length === 0}
              {...prefetchOnIntent(loadTablesDialog)}
            >
              Nova versão
            </ActionButton>
          </div>
          <ul className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
            {rows.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                onDelete={rows.length > 1 ? () => setDeleting(version) : undefined}
              />
            ))}
          </ul>
          {creating && rows[0] && (
            <Suspense>
              <TablesDialog latest={rows[0]} onClose={() => setCreating(false)} />
            </Suspense>
          )}
          {deleting && <DeleteAsk version={deleting} onClose={() => setDeleting(null)} />}
        </>
      )}
    </Loaded>
  );
}

function VersionRow(props: { version: PayrollSettingsVersion; onDelete?: () => void }) {
  const { version } = props;
  const month = competenceLabel(version.valido_desde);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">Válida desde {month}</span>
          {version.em_uso && <Tag tone="info">Em uso</Tag>}
          {version.irrf_reducao_lei_15270 && <Tag tone="muted">Lei 15.270</Tag>}
        </span>
        <span className="block text-sm text-ink-600">
          Teto do INSS {formatBRL(version.inss_faixa4_limite)} · IRRF isento até{' '}
          {formatBRL(version.irrf_isencao)} · salário mínimo {formatBRL(version.salario_minimo)}
        </span>
      </span>
      {!version.em_uso && props.onDelete && (
        <IconButton
          icon={Trash2}
          label={`Excluir tabelas de ${month}`}
          title="Excluir versão"
          onClick={props.onDelete}
        />
      )}
    </li>
  );
}

function DeleteAsk(props: { version: PayrollSettingsVersion; onClose: () => void }) {
  const month = competenceLabel(props.version.valido_desde);
  return (
    <MutationConfirm
      title={`Excluir as tabelas de ${month}?`}
      message="Nenhuma folha fechada usa esta versão; excluída, ela deixa de valer e os meses dela em diante seguem a versão anterior."
      confirmLabel="Excluir versão"
      pendingLabel="Excluindo..."
      mutation={useDeleteTables()}
      variables={props.version.id}
      onDone={() => notify(`Tabelas de ${month} excluídas.`)}
      onClose={props.onClose}
    />
  );
}
