import { Lock, RefreshCw, Trash2, Unlock } from 'lucide-react';
import { useState } from 'react';
import type { PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import { ActionError } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/session.ts';
import { useCloseRun, useDeleteRun, useRecalculateRun, useReopenRun } from './payroll-api.ts';
import { competenceLabel } from './payroll-months.ts';

type Asking = 'fechar' | 'reabrir' | 'excluir' | null;

/**
 * What a run allows: a draft is recalculated, closed or deleted; a closed run is reopened, by
 * the owner only. Closing, reopening and deleting ask first.
 */
export function RunActions(props: { run: PayrollRunView; onDeleted: () => void }) {
  const { run } = props;
  const me = useMe();
  const owner = me.data?.membership?.role === 'owner';
  const [asking, setAsking] = useState<Asking>(null);
  const recalculate = useRecalculateRun(run.id);
  const draft = run.status === 'rascunho';
  const month = competenceLabel(run.competencia);
  const button = (key: Exclude<Asking, null>, label: string, icon: typeof Lock, tone = '') => (
    <ActionButton icon={icon} variant="outline" onClick={() => setAsking(key)} className={tone}>
      {label}
    </ActionButton>
  );
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {draft && (
        <button
          type="button"
          disabled={recalculate.isPending}
          onClick={() =>
            recalculate.mutate(undefined, { onSuccess: () => notify('Folha recalculada.') })
          }
          className={`${buttonClasses('outline')} disabled:opacity-60`}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {recalculate.isPending ? 'Recalculando...' : 'Recalcular'}
        </button>
      )}
      {draft && button('fechar', 'Fechar folha', Lock)}
      {draft && button('excluir', 'Excluir rascunho', Trash2, 'text-red-700')}
      {!draft && owner && button('reabrir', 'Reabrir', Unlock)}
      <ActionError error={recalculate.error} />
      {asking === 'fechar' && <CloseAsk run={run} month={month} onClose={() => setAsking(null)} />}
      {asking === 'reabrir' && (
        <ReopenAsk run={run} month={month} onClose={() => setAsking(null)} />
      )}
      {asking === 'excluir' && (
        <DeleteAsk
          run={run}
          month={month}
          onClose={() => setAsking(null)}
          onDeleted={props.onDeleted}
        />
      )}
    </div>
  );
}

type AskProps = { run: PayrollRunView; month: string; onClose: () => void };

function CloseAsk({ run, month, onClose }: AskProps) {
  return (
    <MutationConfirm
      title={`Fechar a folha de ${month}?`}
      message="A folha fica travada: nenhum valor pode mais ser alterado. As contas a pagar dos salários líquidos, do INSS, do IRRF e do FGTS são criadas em Contabilidade."
      confirmLabel="Fechar folha"
      pendingLabel="Fechando..."
      mutation={useCloseRun(run.id)}
      variables={undefined}
      onDone={(closed) =>
        notify(`Folha de ${month} fechada.`, `${closed.titulos.length} contas a pagar criadas.`)
      }
      onClose={onClose}
    />
  );
}

function ReopenAsk({ run, month, onClose }: AskProps) {
  return (
    <MutationConfirm
      title={`Reabrir a folha de ${month}?`}
      message="A folha volta a ser um rascunho e as contas a pagar que ela criou são canceladas. Não é possível reabrir se alguma delas já tem pagamento."
      confirmLabel="Reabrir"
      pendingLabel="Reabrindo..."
      mutation={useReopenRun(run.id)}
      variables={undefined}
      onDone={() => notify(`Folha de ${month} reaberta.`)}
      onClose={onClose}
    />
  );
}

function DeleteAsk({ run, month, onClose, onDeleted }: AskProps & { onDeleted: () => void }) {
  return (
    <MutationConfirm
      title="Excluir este rascunho?"
      message={`A folha de ${month} e os valores digitados nela são excluídos. Você pode criá-la de novo depois.`}
      confirmLabel="Excluir rascunho"
      pendingLabel="Excluindo..."
      mutation={useDeleteRun(run.id)}
      variables={undefined}
      onDone={() => {
        notify('Rascunho excluído.');
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
