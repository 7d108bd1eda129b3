import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RescissionInput, RescissionResult } from '../../../domain/hr/rescission.ts';
import { authored } from './auth.ts';
import { cents, day } from './columns.ts';
import { companyRow } from './companies.ts';
import { employees } from './employees.ts';
import { noticeKind, rescissionKind } from './enums.ts';

const money = (name: string) => cents(name).notNull();

/**
 * An employee's rescisão (issue 42 item 5): how the contract ended, what it was computed from
 * (`entrada`) and what it pays, withholds and deposits (`resultado`, the TRCT's lines), with
 * the totals its payables in accounting were written from. One per employee; recorded once,
 * it dismisses the employee from `data`.
 */
export const rescissions = pgTable(
  'rescissions',
  {
    ...companyRow(),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    tipo: rescissionKind('tipo').notNull(),
    aviso: noticeKind('aviso'),
    /** The contract's last day. */
    data: day('data').notNull(),
    entrada: jsonb('entrada').$type<RescissionInput>().notNull(),
    resultado: jsonb('resultado').$type<RescissionResult>().notNull(),
    liquido_cents: money('liquido_cents'),
    inss_cents: money('inss_cents'),
    irrf_cents: money('irrf_cents'),
    fgts_cents: money('fgts_cents'),
    multa_fgts_cents: money('multa_fgts_cents'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('rescissions_employee_unique').on(t.employee_id),
    index('rescissions_company_data_idx').on(t.company_id, t.data),
    check('rescissions_liquido', sql`${t.liquido_cents} >= 0`),
  ],
);
