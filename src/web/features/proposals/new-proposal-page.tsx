import { ProposalForm } from './proposal-form.tsx';

/** `/propostas/nova`: the editor of a new proposal. */
export function NewProposalPage() {
  return <ProposalForm />;
}
