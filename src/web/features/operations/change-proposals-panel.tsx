import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_STATUS_LABELS,
  type ChangeProposal,
} from '../../../domain/operations/change-proposals.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { versionRows } from '../../../domain/operations/proposal-versions.ts';
import { formatMinute } from '../../../domain/format.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ActionError } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { Tag } from '../../components/tag.tsx';
import { useFieldMark } from '../../lib/field-session.ts';
import type { QueuedChange } from '../../lib/field/field-store.ts';
import { useFieldQueue } from '../../lib/field/use-field-queue.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/session.ts';
import { proposalsQuery, useApplyProposal, useSetAsideProposal } from './proposals-api.ts';

const TONES = { pendente: 'warn', aplicada: 'ok', descartada: 'muted' } as const;

/**
 * 'Alterações feitas no campo' on the operation page (issue 41, decision 039): each change the
 * field sent on a version the office had changed since, the two versions side by side, and the
 * choice — by the office, or by the member who sent it. Nothing is dropped: a proposal set aside
 * stays listed as such. Shown only when the operation has proposals.
 */
export function ChangeProposalsPanel({
  detail,
  onApplied,
}: {
  detail: OperationDetail;
  /** The operation as the applied proposal left it (the page's form shows it). */
  onApplied: (saved: OperationDetail) => void;
}) {
  const operationId = detail.operation.id;
  const proposals = useQuery(proposalsQuery(operationId));
  const membership = useMe().data?.membership;
  const userId = useMe().data?.user.id;
  // This user's changes of the operation recorded offline, for who took it to the field.
  const queue = useFieldQueue(useFieldMark(userId) ? userId : undefined, operationId);
  const { refetch } = proposals;
  // A change of his that has just met the office's is a proposal on the server now.
  useEffect(() => {
    if (queue.conflicts > 0) void refetch();
  }, [queue.conflicts, refetch]);
  const refused = <RefusedHere changes={queue.changes} />;
  const list = proposals.data ?? [];
  if (list.length === 0) return refused;
  // The API answers newest first; they are chosen in the order they were made.
  const pending = list.filter((p) => p.status === 'pendente').reverse();
  const decided = list.filter((p) => p.status !== 'pendente');
  const mayChoose = (p: ChangeProposal) =>
    !!membership?.canAct && (membership.role !== 'pilot' || p.proposto_por === userId);
  return (
    <CardSection title="Alterações feitas no campo" className="mt-6">
      {refused}
      {pending.length > 0 && (
        <p className="mt-1 text-sm text-ink-700">
          O escritório alterou a operação depois que o campo a levou: cada alteração do campo ficou
          guardada para escolher entre as duas versões, na ordem em que foi feita.
        </p>
      )}
      <ol className="mt-3 space-y-4">
        {pending.map((p) => (
          <ProposalCard
            key={p.id}
            proposal={p}
            detail={detail}
            mayChoose={mayChoose(p)}
            onApplied={onApplied}
          />
        ))}
      </ol>
      {decided.length > 0 && (
        <details className="mt-4" open={pending.length === 0}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Alterações já decididas ({decided.length})
          </summary>
          <ol className="mt-3 space-y-4">
            {decided.map((p) => (
              <ProposalCard
                key={p.id}
                proposal={p}
                detail={detail}
                mayChoose={false}
                onApplied={onApplied}
              />
            ))}
          </ol>
        </details>
      )}
    </CardSection>
  );
}

function ProposalCard(props: {
  proposal: ChangeProposal;
  detail: OperationDetail;
  mayChoose: boolean;
  onApplied: (saved: OperationDetail) => void;
}) {
  const { proposal: p, detail } = props;
  const apply = useApplyProposal(detail.operation.id);
  const setAside = useSetAsideProposal(detail.operation.id);
  const [asking, setAsking] = useState(false);
  const rows = versionRows(p, detail);
  const kept = rows.some((row) => !row.applies);
  return (
    <li className="rounded-xl border border-brand-100 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{PROPOSAL_ACTION_LABELS[p.acao]}</h3>
        <Tag tone={TONES[p.status]}>{PROPOSAL_STATUS_LABELS[p.status]}</Tag>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        Enviada por {p.proposto_por_nome || (p.de_piloto ? 'um piloto' : 'um membro do escritório')}{' '}
        em {formatMinute(p.created_at)}, feita sobre a versão de {formatMinute(p.versao_base)}; o
        escritório alterou a operação em {formatMinute(p.versao_atual)}.
        {p.decidido_em &&
          ` ${p.status === 'aplicada' ? 'Aplicada' : 'Mantida a versão do escritório'} em ${formatMinute(p.decidido_em)}.`}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">Os dados são os mesmos da versão do escritório.</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <caption className="sr-only">
            As duas versões: a do escritório e a enviada do campo
          </caption>
          <thead>
            <tr className="border-b border-brand-100 text-ink-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Campo
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Versão do escritório
              </th>
              <th scope="col" className="py-1 font-medium">
                Versão do campo
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="border-b border-brand-50 align-top">
                <th scope="row" className="py-1 pr-2 font-normal text-ink-700">
                  {row.label}
                </th>
                <td className="py-1 pr-2 break-words text-ink-900">{row.office}</td>
                <td className="py-1 break-words text-ink-900">
                  {row.proposed}
                  {!row.applies && (
                    <span className="block text-xs text-ink-600">não aplicada*</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {kept && (
        <p className="mt-2 text-xs text-ink-600">
          * Enviada por um piloto: aplicá-la muda só o que o piloto registra (horários, clima,
          horímetro, observações); o resto fica como o escritório deixou.
        </p>
      )}
      {props.mayChoose && (
        <div className="mt-3 flex flex-wrap gap-2">
          <ActionButton
            icon={Check}
            disabled={apply.isPending}
            onClick={() =>
              apply.mutate(p.id, {
                onSuccess: (saved) => {
                  props.onApplied(saved);
                  notify('Versão do campo aplicada.');
                },
              })
            }
          >
            {apply.isPending ? 'Aplicando...' : 'Aplicar a versão do campo'}
          </ActionButton>
          <button
            type="button"
            onClick={() => setAsking(true)}
            className={buttonClasses('outline')}
          >
            Manter a versão do escritório
          </button>
          <ActionError error={apply.error} />
        </div>
      )}
      {asking && (
        <MutationConfirm
          title="Manter a versão do escritório?"
          message="A alteração enviada do campo não será aplicada. Ela continua registrada nesta operação, marcada como não aplicada."
          confirmLabel="Manter a do escritório"
          pendingLabel="Mantendo..."
          mutation={setAside}
          variables={p.id}
          onDone={() => notify('Mantida a versão do escritório.')}
          onClose={() => setAsking(false)}
        />
      )}
    </li>
  );
}

/**
 * Of this user's changes recorded offline for the operation, those the server refused, with its
 * words (a rule only the server checks); nothing for a user who took nothing to the field.
 */
function RefusedHere({ changes }: { changes: QueuedChange[] }) {
  const refused = changes.filter((change) => change.state === 'refused');
  if (refused.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">
        {refused.length === 1
          ? 'Uma alteração feita no campo foi recusada pelo servidor:'
          : `${refused.length} alterações feitas no campo foram recusadas pelo servidor:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {refused.map((change) => (
          <li key={change.key}>
            Registrada em {formatMinute(change.recordedAt)}: {change.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
