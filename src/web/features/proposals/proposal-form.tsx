import { List } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { applyApiError, fieldPaths, formAlertFor } from '../../lib/form-errors.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { paths } from '../../paths.ts';
import { useSaveProposal } from './api.ts';
import { fromFormValues, toFormValues, type ProposalFormValues } from './form-values.ts';
import { ProposalEditor } from './proposal-editor.tsx';

const today = () => todayInSaoPaulo(new Date());
const CHECK_FIELDS = 'Verifique os campos destacados.';
const proposalSchema = lazySchema(() =>
  import('../../../domain/proposals/contracts.ts').then((m) => m.proposalInput),
);

/** The editor for a new proposal, or for one that may still change. */
export function ProposalForm(props: {
  detail?: ProposalDetail;
  onDone?: (saved: ProposalDetail) => void;
}) {
  const { detail } = props;
  const navigate = useNavigate();
  const saveProposal = useSaveProposal(detail?.proposal.id);
  const form = useForm<ProposalFormValues>({
    resolver: useLazyResolver(proposalSchema, fromFormValues),
    defaultValues: toFormValues(detail, today()),
  });
  const [alert, setAlert] = useState('');

  const onSave = form.handleSubmit(
    async (values) => {
      setAlert('');
      try {
        const saved = await saveProposal.mutateAsync(fromFormValues(values));
        if (props.onDone) props.onDone(saved);
        else navigate(`${paths.proposals}/${saved.proposal.id}`, { replace: true });
      } catch (error) {
        const result = applyApiError(error, form.setError, fieldPaths(values));
        setAlert(formAlertFor(result) || CHECK_FIELDS);
      }
    },
    () => setAlert(CHECK_FIELDS),
  );

  return (
    <>
      <title>{`${detail ? `Proposta ${detail.proposal.numero}` : 'Nova proposta'} — ${APP_NAME}`}</title>
      {!detail && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-ink-900">Nova proposta</h1>
          <Link to={paths.proposals} className={buttonClasses('ghost')}>
            <List className="h-4 w-4" aria-hidden="true" /> Todas as propostas
          </Link>
        </div>
      )}
      <form onSubmit={(event) => void onSave(event)} noValidate className="mt-6 space-y-6">
        <FormAlert message={alert} />
        <ProposalEditor form={form} />
        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-brand-100 bg-white/95 px-4 py-3 backdrop-blur">
          {detail && (
            <button
              type="button"
              onClick={() => props.onDone?.(detail)}
              className={buttonClasses('outline')}
            >
              Descartar alterações
            </button>
          )}
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={`${buttonClasses('brand')} disabled:opacity-60`}
          >
            {form.formState.isSubmitting
              ? 'Salvando...'
              : detail
                ? 'Salvar alterações'
                : 'Salvar rascunho'}
          </button>
        </div>
      </form>
    </>
  );
}
