import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { detailFormValues } from './detail-values.ts';
import { ProposalForm } from './new-proposal-page.tsx';

/**
 * A saved proposal's editor (proposal-page.tsx loads it on 'Editar'): the editor of
 * new-proposal-page.tsx, whose chunk it is, with the proposal's fields.
 */
export function SavedProposalForm(props: {
  detail: ProposalDetail;
  onDone: (saved: ProposalDetail) => void;
}) {
  return (
    <ProposalForm
      detail={props.detail}
      values={detailFormValues(props.detail)}
      onDone={props.onDone}
    />
  );
}
