import { useQuery } from '@tanstack/react-query';
import {
  CalendarCheck,
  Copy,
  Download,
  List,
  Mail,
  MessageCircle,
  Pencil,
  Trash2,
  XCircle,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { seesMoney } from '../../../domain/companies/values.ts';
import { APP_NAME } from '../../../domain/constants.ts';
import { formatDate } from '../../../domain/format.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { isProposalEditable, nextProposalStatus } from '../../../domain/proposals/status.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { errorMessage, loadErrorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { officeActs, useMe } from '../../lib/session.ts';
import { ProposalSummary } from './proposal-summary.tsx';
import { paths } from '../../paths.ts';
import {
  proposalQuery,
  useDeleteProposal,
  useDuplicateProposal,
  useRefuseProposal,
  useSendProposal,
} from './api.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// Not needed to show a proposal: the editor (react-hook-form) loads on 'Editar' and the
// approval dialog on 'Aprovar e agendar' (fetched ahead when their buttons are reached). The
// editor is the new proposal's page's chunk (saved-proposal-form.tsx).
const loadForm = () => import('./saved-proposal-form.tsx');
const SavedProposalForm = lazyComponent(() => loadForm().then((m) => m.SavedProposalForm));
const loadApproval = () => import('./approve-dialog.tsx');
const ApproveDialog = lazyComponent(() => loadApproval().then((m) => m.ApproveDialog));

/** `/propostas/{id}`: the proposal, its actions and, to change it, its editor. */
export function ProposalPage() {
  const { id } = useParams();
  const detail = useQuery(proposalQuery(id ?? ''));
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-red-700">
        {loadErrorMessage(
          detail.error,
          'Não foi possível carregar a proposta.',
          'Proposta não encontrada.',
        )}
      </p>
    );
  return <ProposalView key={detail.data.proposal.id} detail={detail.data} />;
}

function ProposalView({ detail }: { detail: ProposalDetail }) {
  const me = useMe();
  const navigate = useNavigate();
  const membership = me.data?.membership;
  // The office changes proposals; a pilot reads one without its amounts (decision 034).
  const canAct = officeActs(membership);
  const money = seesMoney(membership?.role ?? null);
  const p = detail.proposal;
  const [editing, setEditing] = useState(false);
  const [approving, setApproving] = useState(false);
  const [confirm, setConfirm] = useState<'recusar' | 'excluir' | null>(null);
  const [alert, setAlert] = useState('');
  const sending = useSendProposal(p.id);
  const refuse = useRefuseProposal(p.id);
  const duplicate = useDuplicateProposal(p.id);
  const remove = useDeleteProposal(p.id);
  const busy = [sending, refuse, duplicate, remove].some((m) => m.isPending);

  /** Runs an action; a refusal is shown above the toolbar until the next one. */
  const run = async (call: () => Promise<unknown>) => {
    setAlert('');
    try {
      await call();
    } catch (error) {
      setAlert(errorMessage(error, 'Não foi possível concluir a ação.'));
    }
  };
  const send = (canal: 'email' | 'whatsapp') =>
    run(async () => {
      if (canal === 'whatsapp') window.open(detail.compartilhar.whatsapp, '_blank', 'noopener');
      await sending.mutateAsync(canal);
      notify(
        canal === 'email'
          ? `Proposta enviada para ${detail.cliente_email}.`
          : 'Proposta marcada como enviada.',
      );
    });

  if (editing)
    return (
      <>
        <h1 className="text-2xl font-bold text-ink-900">Editar proposta {p.numero}</h1>
        <Suspense fallback={<Spinner />}>
          <SavedProposalForm
            detail={detail}
            onDone={(saved) => {
              setEditing(false);
              if (saved !== detail) notify('Alterações salvas.');
            }}
          />
        </Suspense>
      </>
    );

  const can = {
    edit: canAct && isProposalEditable(p.status),
    send: canAct && nextProposalStatus(p.status, 'enviar') !== null,
    approve: canAct && nextProposalStatus(p.status, 'aprovar') !== null,
    refuse: canAct && nextProposalStatus(p.status, 'recusar') !== null,
    remove: canAct && p.status !== 'aprovada',
  };

  return (
    <>
      <title>{`Proposta ${p.numero} — ${APP_NAME}`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Proposta {p.numero}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-ink-700">
            <StatusBadge status={p.status} />
            {detail.cliente}
            {detail.propriedade && ` · ${detail.propriedade} (${detail.municipio}/${detail.uf})`}
          </p>
        </div>
        <ButtonLink to={paths.proposals} variant="ghost">
          <List className="h-4 w-4" aria-hidden="true" /> Todas as propostas
        </ButtonLink>
      </div>

      {p.status === 'expirada' && (
        <p className="mt-4 rounded-lg bg-accent-300/30 px-3 py-2 text-sm text-ink-900">
          A validade venceu em {formatDate(p.validade)}. Para aprovar, edite a proposta com uma nova
          validade e envie de novo.
        </p>
      )}
      {!canAct && (
        <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-700">
          {money
            ? 'Sua empresa não pode registrar alterações no momento: a proposta é somente leitura.'
            : 'Os serviços da proposta, somente leitura: valores e condições ficam com o escritório.'}
        </p>
      )}
      <div className="mt-4">
        <FormAlert message={alert} />
      </div>

      <div className="mt-4 flex flex-wrap gap-2" role="toolbar" aria-label="Ações da proposta">
        {can.approve && (
          <ActionButton
            icon={CalendarCheck}
            variant="primary"
            onClick={() => setApproving(true)}
            {...prefetchOnIntent(loadApproval)}
          >
            Aprovar e agendar
          </ActionButton>
        )}
        {can.send && (
          <ActionButton
            icon={Mail}
            variant="brand"
            disabled={busy}
            onClick={() => void send('email')}
            title={
              detail.cliente_email
                ? `Para ${detail.cliente_email}`
                : 'Cliente sem e-mail cadastrado'
            }
          >
            {sending.isPending && sending.variables === 'email'
              ? 'Enviando...'
              : 'Enviar por e-mail'}
          </ActionButton>
        )}
        {can.send && (
          <ActionButton
            icon={MessageCircle}
            variant="outline"
            disabled={busy}
            onClick={() => void send('whatsapp')}
          >
            WhatsApp
          </ActionButton>
        )}
        {money && (
          <a
            href={`/api/proposals/${p.id}/proposta.pdf`}
            className={buttonClasses('outline')}
            download
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar PDF
          </a>
        )}
        {can.edit && (
          <ActionButton
            icon={Pencil}
            variant="outline"
            onClick={() => setEditing(true)}
            {...prefetchOnIntent(loadForm)}
          >
            Editar
          </ActionButton>
        )}
        {canAct && (
          <ActionButton
            icon={Copy}
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const copy = await duplicate.mutateAsync(undefined);
                navigate(`${paths.proposals}/${copy.proposal.id}`);
              })
            }
          >
            Duplicar
          </ActionButton>
        )}
        {can.refuse && (
          <ActionButton icon={XCircle} variant="ghost" onClick={() => setConfirm('recusar')}>
            Recusada pelo cliente
          </ActionButton>
        )}
        {can.remove && (
          <ActionButton
            icon={Trash2}
            variant="ghost"
            onClick={() => setConfirm('excluir')}
            className="text-red-700"
          >
            Excluir
          </ActionButton>
        )}
      </div>

      <ProposalSummary detail={detail} money={money} />

      {approving && (
        <Suspense fallback={null}>
          <ApproveDialog
            detail={detail}
            onClose={() => setApproving(false)}
            onApproved={(saved) => {
              setApproving(false);
              notify(
                `Proposta aprovada: ${saved.operacoes.length === 1 ? 'operação agendada' : `${saved.operacoes.length} operações agendadas`}.`,
              );
            }}
          />
        </Suspense>
      )}
      {confirm === 'recusar' && (
        <ConfirmDialog
          title="Marcar como recusada?"
          message="A proposta fica fechada. Você ainda pode duplicá-la para negociar de novo."
          confirmLabel="Marcar como recusada"
          onConfirm={() => {
            setConfirm(null);
            void run(async () => {
              await refuse.mutateAsync(undefined);
              notify('Proposta marcada como recusada.');
            });
          }}
          onCancel={() => setConfirm(null)}
        />
      )}
      {confirm === 'excluir' && (
        <ConfirmDialog
          title={`Excluir a proposta ${p.numero}?`}
          message="Ela sai da lista de propostas. O número não será reutilizado."
          confirmLabel="Excluir proposta"
          onConfirm={() => {
            setConfirm(null);
            void run(async () => {
              await remove.mutateAsync();
              navigate(paths.proposals, { replace: true });
            });
          }}
          onCancel={() => setConfirm(null)}
        />
      )}
    </>
  );
}
