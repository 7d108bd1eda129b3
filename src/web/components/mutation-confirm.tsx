import type { UseMutationResult } from '@tanstack/react-query';
import { ActionError } from './action-error.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A ConfirmDialog whose confirm runs a mutation with `variables`: it waits while the mutation
 * runs (saying `pendingLabel`), shows why it failed under the message, and once it has
 * succeeded closes and hands the answer to `onDone` (for its toast, say). Every 'Excluir?',
 * 'Estornar?' and 'Fechar?' that acts on the server at once is this.
 */
export function MutationConfirm<Result, Variables, Failure, Context>(props: {
  title: string;
  message: string;
  confirmLabel: string;
  pendingLabel: string;
  mutation: UseMutationResult<Result, Failure, Variables, Context>;
  variables: Variables;
  onDone: (result: Result) => void;
  onClose: () => void;
}) {
  const { mutation } = props;
  return (
    <ConfirmDialog
      title={props.title}
      message={props.message}
      confirmLabel={props.confirmLabel}
      pending={mutation.isPending ? props.pendingLabel : undefined}
      onConfirm={() =>
        mutation.mutate(props.variables, {
          onSuccess: (result) => {
            props.onClose();
            props.onDone(result);
          },
        })
      }
      onCancel={props.onClose}
    >
      <ActionError error={mutation.error} />
    </ConfirmDialog>
  );
}
