import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '../../domain/site/contracts.ts';
import { api } from './api.ts';

/** The map tiles (an XYZ address template) and their credit, if configured. */
export type MapTiles = NonNullable<PublicConfig['mapa']>;

/** What the server's configuration shows to everyone (contact, video, map tiles). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<PublicConfig>('/api/public-config'),
  staleTime: Infinity,
});
