import { List } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormActions, STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { paths } from '../../paths.ts';
import { useSaveProposal } from './api.ts';
import { toFormValues } from './form-values.ts';
import { ProposalEditor } from './proposal-editor.tsx';

const today = () => todayInSaoPaulo(new Date());
const proposalSchema = lazySchema(() =>
  import('../../../domain/proposals/contracts.ts').then((m) => m.proposalInputOn(today)),
);

/** The editor for a new proposal, or for one that may still change. */
export function ProposalForm(props: {
  detail?: ProposalDetail;
  onDone?: (saved: ProposalDetail) => void;
}) {
  const { detail } = props;
  const navigate = useNavigate();
  const saveProposal = useSaveProposal(detail?.proposal.id);
  const { form, submit, status } = useContractForm(
    proposalSchema,
    toFormValues(detail, today()),
    async (values) => {
      const saved = await saveProposal.mutateAsync(values);
      if (props.onDone) props.onDone(saved);
      else navigate(`${paths.proposals}/${saved.proposal.id}`, { replace: true });
    },
    { invalid: 'Verifique os campos destacados.' },
  );

  return (
    <>
      <title>{`${detail ? `Proposta ${detail.proposal.numero}` : 'Nova proposta'} — ${APP_NAME}`}</title>
      {!detail && (
        <PageHeader title="Nova proposta">
          <Link to={paths.proposals} className={buttonClasses('ghost')}>
            <List className="h-4 w-4" aria-hidden="true" /> Todas as propostas
          </Link>
        </PageHeader>
      )}
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        <FormStatus status={status} />
        <ProposalEditor form={form} />
        <FormActions
          pending={form.formState.isSubmitting}
          submit={detail ? 'Salvar alterações' : 'Salvar rascunho'}
          onCancel={detail && (() => props.onDone?.(detail))}
          cancel="Descartar alterações"
          className={STICKY_ACTIONS}
        />
      </form>
    </>
  );
}
