import { ProposalForm } from './proposal-form.tsx';

// A saved proposal's editor comes from here too (saved-proposal-form.tsx): the editor is then
// this page's own chunk, not a second file a new proposal's first load must fetch.
export { ProposalForm };

/** `/propostas/nova`: the editor of a new proposal. */
export function NewProposalPage() {
  return <ProposalForm />;
}
