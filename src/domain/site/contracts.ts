import { z } from 'zod';
import { nullableText } from '../wire.ts';

/** `GET /api/public-config`: what the server's configuration shows to everyone. */
export const publicConfig = z.strictObject({
  /** The contact button's e-mail and WhatsApp. */
  contato: z.strictObject({ email: z.string(), whatsapp: nullableText }),
  /** The presentation video's embed address, if there is one. */
  video: nullableText,
  /** The map tiles (an XYZ address template) and their credit, if configured. */
  mapa: z.strictObject({ tiles: z.string(), atribuicao: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
