import { z } from 'zod';
import { isoTimestamp, nullableText } from '../wire.ts';
import { monthlyReport } from './model-in-2-2008.ts';

/** 'Marcar como enviado' of each UF of a month: when and by whom (their e-mail). */
export const mapaSubmissions = z.strictObject({
  submissions: z.array(
    z.strictObject({
      uf: z.string(),
      sent_at: isoTimestamp,
      sent_by: nullableText,
      /** SHA-256 of the PDF sent (decision 029); null for a month marked before it was kept. */
      pdf_sha256: nullableText,
      /** The month's report to the UF would say something else today than the one sent. */
      alterado: z.boolean(),
    }),
  ),
});
export type MapaSubmissions = z.infer<typeof mapaSubmissions>;

/** `GET /api/mapa`: the month's report and what was marked sent. */
export const mapaMonth = mapaSubmissions.extend({ report: monthlyReport });
export type MapaMonth = z.infer<typeof mapaMonth>;

/**
 * `GET /api/mapa/pendente`: every report still owed, oldest first, each with its UFs not yet
 * marked sent; `overdue` after the 15th of the month after it (issue 45). Empty when none.
 */
export const mapaDueMonth = z.strictObject({
  year: z.number().int(),
  month: z.number().int(),
  overdue: z.boolean(),
  message: z.string(),
  ufs: z.array(z.string()),
});
export const mapaDue = z.strictObject({ due: z.array(mapaDueMonth) });
export type MapaDue = z.infer<typeof mapaDue>;
