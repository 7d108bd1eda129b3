import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { titlesQuery } from '../../domain/accounting/contracts.ts';
import type {
  InstallmentPage,
  InstallmentRow,
} from '../../domain/accounting/response-contracts.ts';
import { queryRows, type Db } from '../db/database.ts';
import { installmentStatusSql } from './installment-status.ts';
import { containing } from '../db/like.ts';
import { pageWindow } from '../db/page.ts';

export type InstallmentFilters = Omit<z.output<typeof titlesQuery>, 'pagina'>;

const PER_PAGE = 20;

/** Lower case without accents, the same on both sides of a search. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';
const folded = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * The installments of one side the filters select, not cancelled unless asked for, as a
 * subquery `r`: what the list sorts and totals (id, title, number, due date, value, paid,
 * status), read from the installment's own row — what its payments settle is kept on it
 * (`pago_cents`, migration 0043) — so the names and the number of installments are joined for
 * a page's rows only (decision 043).
 */
function installmentsOf(today: string, { status, ...filters }: InstallmentFilters): SQL {
  const where: SQL[] = [sql`t.lado = ${filters.lado}`];
  if (filters.de) where.push(sql`i.vencimento >= ${filters.de}::date`);
  if (filters.ate) where.push(sql`i.vencimento <= ${filters.ate}::date`);
  if (filters.category_id) where.push(sql`t.category_id = ${filters.category_id}`);
  if (filters.client_id) where.push(sql`t.client_id = ${filters.client_id}`);
  if (filters.aircraft_id) where.push(sql`t.aircraft_id = ${filters.aircraft_id}`);
  const names = filters.busca
    ? sql`left join clients cl on cl.id = t.client_id
      left join stock_suppliers s on s.id = t.supplier_id`
    : sql``;
  if (filters.busca) {
    const term = containing(foldText(filters.busca));
    const text = sql`concat_ws(' ', t.descricao, t.documento, cl.nome, s.nome, t.contraparte)`;
    where.push(sql`${folded(text)} like ${term}`);
  }
  // Cancelled installments only when asked for; otherwise those of the status asked, or all.
  const kept = status ? sql`r.status = ${status}` : sql`r.status <> 'cancelado'`;
  return sql`(select * from (
    select i.id, i.title_id, i.numero, i.vencimento, i.valor_cents, i.pago_cents,
      ${installmentStatusSql(today)} as status
    from finance_installments i
    join finance_titles t on t.id = i.title_id
    ${names}
    where ${sql.join(where, sql` and `)}
  ) r where ${kept}) r`;
}

/**
 * What is still open comes first, the soonest due (and the overdue) on top; then what is settled,
 * the latest first — so the first page is the work to do, not last season's history.
 */
const LIST_ORDER = sql`order by r.status in ('pago', 'cancelado'),
  case when r.status in ('vencido', 'pendente') then r.vencimento end, r.vencimento desc, r.id`;

/** The rows `r` (installmentsOf's columns) in full, as the list shows them. */
const shownRows = sql`r.id, t.id as title_id, t.lado, t.origem, t.descricao, t.documento,
  c.nome as categoria, coalesce(cl.nome, s.nome, t.contraparte) as contraparte,
  a.prefixo as aeronave, r.numero,
  (select count(*) from finance_installments x where x.title_id = t.id)::int as parcelas,
  to_char(r.vencimento, 'YYYY-MM-DD') as vencimento, r.valor_cents::float8 as valor_cents,
  r.pago_cents::float8 as pago_cents,
  greatest(r.valor_cents - r.pago_cents, 0)::float8 as saldo_cents, r.status`;

/** Joins the names of the rows `r` as `t`, `c`, `cl`, `s` and `a`. */
const namesOf = sql`join finance_titles t on t.id = r.title_id
  join finance_categories c on c.id = t.category_id
  left join clients cl on cl.id = t.client_id
  left join stock_suppliers s on s.id = t.supplier_id
  left join aircraft a on a.id = t.aircraft_id`;

/** Every installment of the list for these filters, open first (LIST_ORDER): the exports. */
export async function installmentRows(
  db: Db,
  today: string,
  filters: InstallmentFilters,
): Promise<InstallmentRow[]> {
  return queryRows<InstallmentRow>(
    db,
    sql`select ${shownRows} from ${installmentsOf(today, filters)} ${namesOf} ${LIST_ORDER}`,
  );
}

/** A row of the page's statement: the totals, on every row, and an installment (null on none). */
type PageRow = InstallmentRow & {
  total: number;
  total_valor: number;
  total_pago: number;
  total_saldo: number;
  total_vencido: number;
};

/**
 * A page of the receivables or payables list, with the totals of every row the filters select:
 * one statement that selects the rows once, totals them and names only the page's.
 */
export async function installmentPage(
  db: Db,
  today: string,
  { pagina, ...filters }: z.output<typeof titlesQuery>,
): Promise<InstallmentPage> {
  const { limit, offset } = pageWindow(pagina, PER_PAGE);
  const saldo = sql`greatest(valor_cents - pago_cents, 0)`;
  const rows = await queryRows<PageRow>(
    db,
    sql`with kept as (select * from ${installmentsOf(today, filters)}),
      totals as (
        select count(*)::int as total, coalesce(sum(valor_cents), 0)::float8 as total_valor,
          coalesce(sum(pago_cents), 0)::float8 as total_pago,
          coalesce(sum(${saldo}), 0)::float8 as total_saldo,
          coalesce(sum(${saldo}) filter (where status = 'vencido'), 0)::float8 as total_vencido
        from kept),
      page as (select * from kept r ${LIST_ORDER} limit ${limit} offset ${offset})
    select totals.*, ${shownRows}
    from totals left join (page r ${namesOf}) on true
    ${LIST_ORDER}`,
  );
  const { total, total_valor, total_pago, total_saldo, total_vencido } = rows[0]!;
  const items = rows
    .filter((row) => row.id !== null)
    .map(
      ({ total: _, total_valor: _v, total_pago: _p, total_saldo: _s, total_vencido: _o, ...row }) =>
        row,
    );
  return {
    items,
    total,
    pagina,
    por_pagina: PER_PAGE,
    totais: {
      valor_cents: total_valor,
      pago_cents: total_pago,
      saldo_cents: total_saldo,
      vencido_cents: total_vencido,
    },
  };
}
