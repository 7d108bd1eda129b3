import { ProposalForm } from './proposal-form.tsx';

// A saved proposal's page loads its editor from here too (proposal-page.tsx): the editor is then
// this page's own chunk, not a second file a new proposal's first load must fetch.
export { ProposalForm };

/** `/propostas/nova`: the editor of a new proposal. */
export function NewProposalPage() {
  return <ProposalForm />;
}
