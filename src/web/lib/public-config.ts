import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export type PublicConfig = {
  contato: { email: string; whatsapp: string | null };
  /** The presentation video's embed address, if there is one. */
  video: string | null;
  /** The map tiles (an XYZ address template) and their credit, if configured. */
  mapa: MapTiles | null;
};
export type MapTiles = { tiles: string; atribuicao: string };

/** What the server's configuration shows to everyone (contact, video, map tiles). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<PublicConfig>('/api/public-config'),
  staleTime: Infinity,
});
