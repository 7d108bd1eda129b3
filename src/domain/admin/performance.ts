import { z } from 'zod';
import { nullableNumber } from '../wire.ts';
import { labelled } from '../labelled.ts';
import { WEB_VITAL_NAMES } from '../monitoring/values.ts';
import { pagina } from '../registers/fields.ts';

/** The periods the Web Vitals sub-tab offers, in days; 30 unless asked. */
export const { values: VITALS_PERIODS, labels: VITALS_PERIOD_LABELS } = labelled({
  '7': 'Últimos 7 dias',
  '30': 'Últimos 30 dias',
  '90': 'Últimos 90 dias',
});
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];

/** Routes per page of the Web Vitals sub-tab. */
export const VITALS_ROUTES_PAGE_SIZE = 10;

export const vitalsQuery = z.object({
  periodo: z.enum(VITALS_PERIODS, 'Período inválido: use 7, 30 ou 90 dias.').default('30'),
  /** Part of a route ('/agenda'). */
  busca: z.string().trim().max(120, 'Use no máximo 120 caracteres.').optional(),
  pagina,
});
export type VitalsQuery = z.infer<typeof vitalsQuery>;

/** The 75th percentile of one metric and how many samples it came from. */
const vitalSummary = z.strictObject({ p75: z.number(), samples: z.number() });
/** Per metric; a metric no browser reported is absent. */
export const vitalsByName = z.partialRecord(z.enum(WEB_VITAL_NAMES), vitalSummary);
export type VitalsByName = z.infer<typeof vitalsByName>;

export const vitalsReport = z.strictObject({
  periodo: z.enum(VITALS_PERIODS),
  /** Every route together. */
  overall: vitalsByName,
  /** Distinct routes in the period (those searched for), and this page of them (most samples first). */
  total: z.number(),
  pageSize: z.number(),
  routes: z.array(
    z.strictObject({
      path: z.string(),
      samples: z.number(),
      vitals: vitalsByName,
      /** Weeks (Monday, São Paulo time, yyyy-MM-dd), newest first. */
      weeks: z.array(z.strictObject({ week: z.string(), vitals: vitalsByName })),
    }),
  ),
});
export type VitalsReport = z.infer<typeof vitalsReport>;

/** The server process and its database, for the Sistema sub-tab. */
export const systemReport = z.strictObject({
  process: z.strictObject({
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
    /** Event-loop delay since the last reading, in ms (null before any sample). */
    eventLoopDelay: z
      .strictObject({ meanMs: z.number(), p99Ms: z.number(), maxMs: z.number() })
      .nullable(),
    nodeVersion: z.string(),
    appVersion: z.string(),
  }),
  database: z.strictObject({
    driver: z.enum(['PGlite', 'PostgreSQL']),
    serverVersion: z.string(),
    sizeBytes: z.number(),
    connections: z.number(),
    /** A `select 1` from this server, round trip, in ms. */
    pingMs: z.number(),
    /** The largest tables, by size on disk. */
    tables: z.array(
      z.strictObject({
        name: z.string(),
        sizeBytes: z.number(),
        rowEstimate: nullableNumber,
      }),
    ),
  }),
});
export type SystemReport = z.infer<typeof systemReport>;
