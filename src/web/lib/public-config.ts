import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export type PublicConfig = {
  contato: { email: string; whatsapp: string | null };
  /** The presentation video's embed address, if there is one. */
  video: string | null;
};

/** What the server's configuration shows to everyone (the contact button's addresses). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<PublicConfig>('/api/public-config'),
  staleTime: Infinity,
});
