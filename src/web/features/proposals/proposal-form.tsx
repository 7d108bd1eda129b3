import { List } from 'lucide-react';
import { useNavigate } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { FormActions, STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { useFormDraft } from '../../lib/form-draft.ts';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { useSaveProposal } from './editor-api.ts';
import { newFormValues, type ProposalFormValues } from './form-values.ts';
import { ProposalEditor } from './proposal-editor.tsx';

const today = () => todayInSaoPaulo(new Date());
const proposalSchema = lazySchema(() =>
  import('../../../domain/proposals/contracts.ts').then((m) => m.proposalInputOn(today)),
);

/** The editor for a new proposal, or for one that may still change. */
export function ProposalForm(props: {
  detail?: ProposalDetail;
  /** A saved proposal's fields (detail-values.ts); a new one's are empty. */
  values?: ProposalFormValues;
  onDone?: (saved: ProposalDetail) => void;
}) {
  const { detail } = props;
  const navigate = useNavigate();
  const company = useMe().data?.membership?.company.id;
  const saveProposal = useSaveProposal(detail?.proposal.id);
  const { form, submit, status } = useContractForm(
    proposalSchema,
    props.values ?? newFormValues(today()),
    async (values, form) => {
      const saved = await saveProposal.mutateAsync(values);
      // Saved: back at its (new) defaults, the form keeps no draft and leaves without asking.
      form.reset(form.getValues());
      if (props.onDone) props.onDone(saved);
      else navigate(`${paths.proposals}/${saved.proposal.id}`, { replace: true });
    },
    INVALID,
  );
  // The guard first: it then hears the restoring of a draft, which leaves the form unsaved.
  useLeaveGuard(form);
  const draft = useFormDraft(
    form,
    company ? `proposta:${company}:${detail?.proposal.id ?? 'nova'}` : null,
  );

  return (
    <>
      {detail ? (
        <title>{`Proposta ${detail.proposal.numero} — ${APP_NAME}`}</title>
      ) : (
        <PageHeader title="Nova proposta">
          <ButtonLink to={paths.proposals} variant="ghost">
            <List className="h-4 w-4" aria-hidden="true" /> Todas as propostas
          </ButtonLink>
        </PageHeader>
      )}
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        <FormStatus status={status} />
        {draft.restored && <RestoredDraft onDiscard={draft.discard} />}
        <ProposalEditor form={form} />
        <FormActions
          pending={form.formState.isSubmitting}
          submit={detail ? 'Salvar alterações' : 'Salvar rascunho'}
          onCancel={
            detail &&
            (() => {
              draft.discard();
              props.onDone?.(detail);
            })
          }
          cancel="Descartar alterações"
          className={STICKY_ACTIONS}
        />
      </form>
    </>
  );
}

/** Says the editor opened with changes left unsaved earlier, and offers to drop them. */
function RestoredDraft({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>Rascunho restaurado: as alterações não salvas voltaram ao formulário.</p>
      <button type="button" onClick={onDiscard} className={buttonClasses('outline')}>
        Descartar rascunho
      </button>
    </div>
  );
}
