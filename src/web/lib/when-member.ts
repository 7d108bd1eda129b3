import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from './session.ts';

/**
 * Starts a company's request once the session says there is a company (at once when the
 * session is known): a user of no company would only be refused.
 */
export function whenMember(queryClient: QueryClient, start: () => void) {
  const known = queryClient.getQueryData(meQuery.queryKey);
  if (known !== undefined) {
    if (known?.membership) start();
    return;
  }
  queryClient.fetchQuery(meQuery).then(
    (me) => me?.membership && start(),
    () => undefined, // the protected route shows the failure
  );
}
