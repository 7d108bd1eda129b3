import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { titlesQuery } from '../../domain/accounting/contracts.ts';
import type {
  InstallmentPage,
  InstallmentRow,
} from '../../domain/accounting/response-contracts.ts';
import { queryRows, type Db } from '../db/database.ts';
import { installmentStatusSql, paidByInstallment } from './installment-status.ts';
import { containing } from '../db/like.ts';
import { pageWindow, type PageWindow } from '../db/page.ts';

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
 * Every installment of one side with its title's facts and its status on `today` (derived, the
 * rule of installment-status.ts), as a subquery `r` the list filters by status and totals.
 */
function installmentsOf(today: string, filters: InstallmentFilters): SQL {
  const where: SQL[] = [sql`t.lado = ${filters.lado}`];
  if (filters.de) where.push(sql`i.vencimento >= ${filters.de}::date`);
  if (filters.ate) where.push(sql`i.vencimento <= ${filters.ate}::date`);
  if (filters.category_id) where.push(sql`t.category_id = ${filters.category_id}`);
  if (filters.client_id) where.push(sql`t.client_id = ${filters.client_id}`);
  if (filters.aircraft_id) where.push(sql`t.aircraft_id = ${filters.aircraft_id}`);
  if (filters.busca) {
    const term = containing(foldText(filters.busca));
    const text = sql`concat_ws(' ', t.descricao, t.documento, cl.nome, s.nome, t.contraparte)`;
    where.push(sql`${folded(text)} like ${term}`);
  }
  return sql`(
    select i.id, t.id as title_id, t.lado, t.origem, t.descricao, t.documento,
      c.nome as categoria, coalesce(cl.nome, s.nome, t.contraparte) as contraparte,
      a.prefixo as aeronave, i.numero,
      (select count(*) from finance_installments x where x.title_id = t.id)::int as parcelas,
      to_char(i.vencimento, 'YYYY-MM-DD') as vencimento, i.valor_cents::float8 as valor_cents,
      coalesce(p.pago, 0)::float8 as pago_cents,
      greatest(i.valor_cents - coalesce(p.pago, 0), 0)::float8 as saldo_cents,
      ${installmentStatusSql(today)} as status
    from finance_installments i
    join finance_titles t on t.id = i.title_id
    join finance_categories c on c.id = t.category_id
    left join clients cl on cl.id = t.client_id
    left join stock_suppliers s on s.id = t.supplier_id
    left join aircraft a on a.id = t.aircraft_id
    left join ${paidByInstallment} p on p.installment_id = i.id
    where ${sql.join(where, sql` and `)}
  ) r`;
}

/** Cancelled installments only when asked for; otherwise those of the status asked, or all. */
const statusWhere = (status: InstallmentFilters['status']) =>
  status ? sql`r.status = ${status}` : sql`r.status <> 'cancelado'`;

/**
 * What is still open comes first, the soonest due (and the overdue) on top; then what is settled,
 * the latest first — so the first page is the work to do, not last season's history.
 */
const LIST_ORDER = sql`order by r.status in ('pago', 'cancelado'),
  case when r.status in ('vencido', 'pendente') then r.vencimento end, r.vencimento desc, r.id`;

/**
 * The installments of the list for these filters, open first (LIST_ORDER): a page
 * (`{ limit, offset }`) or, with `null`, every row (the exports).
 */
export async function installmentRows(
  db: Db,
  today: string,
  filters: InstallmentFilters,
  page: PageWindow | null,
): Promise<InstallmentRow[]> {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return queryRows<InstallmentRow>(
    db,
    sql`select * from ${installmentsOf(today, filters)} where ${statusWhere(filters.status)}
      ${LIST_ORDER} ${paging}`,
  );
}

/** A page of the receivables or payables list, with the totals of every row the filters select. */
export async function installmentPage(
  db: Db,
  today: string,
  { pagina, ...filters }: z.output<typeof titlesQuery>,
): Promise<InstallmentPage> {
  const [totals] = await queryRows<InstallmentPage['totais'] & { total: number }>(
    db,
    sql`select count(*)::int as total,
        coalesce(sum(r.valor_cents), 0)::float8 as valor_cents,
        coalesce(sum(r.pago_cents), 0)::float8 as pago_cents,
        coalesce(sum(r.saldo_cents), 0)::float8 as saldo_cents,
        coalesce(sum(r.saldo_cents) filter (where r.status = 'vencido'), 0)::float8 as vencido_cents
      from ${installmentsOf(today, filters)} where ${statusWhere(filters.status)}`,
  );
  const { total, ...totais } = totals!;
  const items = await installmentRows(db, today, filters, pageWindow(pagina, PER_PAGE));
  return { items, total, pagina, por_pagina: PER_PAGE, totais };
}
