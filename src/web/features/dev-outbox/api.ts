import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: string[];
  createdAt: string;
};

/** The e-mails kept without an SMTP server, newest first; polled while the page is open. */
export const outboxQuery = queryOptions({
  queryKey: ['dev-outbox'],
  queryFn: () => api<{ messages: OutboxMessage[] }>('/api/dev/outbox'),
  refetchInterval: 5000,
});
