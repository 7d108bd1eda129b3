import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api.ts';
import { Spinner } from './spinner.tsx';

/**
 * What a query loaded, once it has: while it loads, the spinner — or `placeholder`, the content's
 * frame at its final size, so nothing below moves when the data arrives (issue 43 item 2) — and
 * why it failed (the server's message, else `error`) when it does.
 */
export function Loaded<T>(props: {
  query: UseQueryResult<T>;
  error: string;
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending)
    return props.placeholder ? (
      <>
        <span role="status" className="sr-only">
          Carregando...
        </span>
        {props.placeholder}
      </>
    ) : (
      <Spinner />
    );
  if (query.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {errorMessage(query.error, props.error)}
      </p>
    );
  return props.children(query.data);
}
