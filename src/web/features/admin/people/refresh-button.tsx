import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { buttonClasses } from '../../../components/button-link.tsx';

/** 'Atualizar': reads the lists under `keys` again; its icon turns while they load. */
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
      className={buttonClasses('outline')}
    >
      <RefreshCw className={`h-4 w-4 ${fetching ? 'animate-spin' : ''}`} aria-hidden="true" />
      Atualizar
    </button>
  );
}
