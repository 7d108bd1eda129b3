import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { buttonClasses } from '../../../components/button-link.tsx';

/**
 * 'Atualizar': reads the lists under `keys` again; while they load its icon turns and it waits
 * (disabled), so a second press does not ask again.
 */
export function RefreshButton(props: { keys: readonly QueryKey[] }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({
    predicate: (query) =>
      props.keys.some((key) => key.every((part, i) => query.queryKey[i] === part)),
  });
  return (
    <button
      type="button"
      onClick={() =>
        void Promise.all(props.keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      }
      disabled={fetching > 0}
      className={`${buttonClasses('outline')} disabled:opacity-60`}
    >
      <RefreshCw className={`h-4 w-4 ${fetching ? 'animate-spin' : ''}`} aria-hidden="true" />
      Atualizar
    </button>
  );
}
