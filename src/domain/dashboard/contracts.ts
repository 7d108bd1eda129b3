import { z } from 'zod';
import { centsValue, nullableNumber, nullableText } from '../wire.ts';
import { maintenanceAlert } from '../fleet/contracts.ts';
import { mapaDue } from '../mapa/contracts.ts';
import { OPERATION_STATUSES } from '../operations/values.ts';
import { stockAlert } from '../stock/response-contracts.ts';
import { FIRST_STEP_KEYS } from './first-steps.ts';

export const KPI_KEYS = ['hectares', 'operations', 'revenue', 'hours'] as const;

/** GET /api/dashboard: every figure of the dashboard in one call (issue 6 §3). */
export const dashboardResponse = z.strictObject({
  /** 'pilot': the caller's own flights only, and no money. */
  scope: z.enum(['company', 'pilot']),
  /** This month ('nov/2026'). */
  month: z.string(),
  /** What the KPIs compare: this month so far and the same days of the last ('1 a 10 de outubro'). */
  compared: z.strictObject({ current: z.string(), previous: z.string() }),
  kpis: z.array(
    z.strictObject({
      key: z.enum(KPI_KEYS),
      current: z.number(),
      previous: z.number(),
      /** % against the same days of the last month; null when those had none. */
      change: nullableNumber,
    }),
  ),
  /** The last 12 months, oldest first (revenue null for pilots). */
  monthly: z.array(
    z.strictObject({
      month: z.string(),
      label: z.string(),
      hectares: z.number(),
      revenue_cents: centsValue.nullable(),
    }),
  ),
  /** Scheduled and running operations of today and the next 6 days. */
  upcoming: z.array(
    z.strictObject({
      id: z.string(),
      numero: z.string(),
      data: z.string(),
      hora_inicio: nullableText,
      status: z.enum(OPERATION_STATUSES),
      client: nullableText,
      property: nullableText,
      aircraft: nullableText,
      pilot: nullableText,
    }),
  ),
  /**
   * Aircraft, pilot and (for the office) employee documents and the company's A1 certificate
   * expired or expiring within 30 days, soonest first; an employee's `id` is the employee's,
   * the certificate's the company's.
   */
  documents: z.array(
    z.strictObject({
      register: z.enum(['aircraft', 'pilots', 'employees', 'company']),
      id: z.string(),
      name: z.string(),
      document: z.string(),
      expires: z.string(),
      days: z.number().int(),
    }),
  ),
  /** Stock alerts: low balances, lots and containers due, consumption without stock. */
  stock: z.array(stockAlert),
  /** Aircraft maintenance in warning or past due (issue 40 item 4), past due first. */
  manutencao: z.array(maintenanceAlert),
  /** The MAPA reports owed, oldest first, as `GET /api/mapa/pendente` answers them (office only: empty for a pilot). */
  mapa: mapaDue.shape.due,
  /** A new company's first steps (owners and admins), until dismissed or all done. */
  first_steps: z
    .array(z.strictObject({ key: z.enum(FIRST_STEP_KEYS), done: z.boolean() }))
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

/** How many days ahead a document alert starts. */
export const DOCUMENT_ALERT_DAYS = 30;
