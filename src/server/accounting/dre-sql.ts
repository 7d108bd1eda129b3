import { sql } from 'drizzle-orm';
import { monthTotalsSql } from './month-totals-sql.ts';

// The sources of the DRE by competência (decision 033), each grouped by month ('YYYY-MM') from
// `from` (a month's first day) up to `to` (exclusive). Run in the company's scope.

/**
 * Each category's titles per month by competência, not cancelled: payables, and receivables
 * typed by hand (those of operations and proposals bill revenue the operations already count),
 * without the payables of stock entries (the stock is an asset until consumed); plus the
 * concluded operations' value, from the month totals, in the category 'servicos'.
 */
export const dreCategoriesSql = (companyId: string, from: string, to: string) =>
  sql`with titles as (
      select t.category_id, to_char(t.competencia, 'YYYY-MM') as month, sum(t.total_cents) as valor
      from finance_titles t
      where t.company_id = ${companyId} and t.cancelado_at is null
        and (t.lado = 'pagar' or t.origem = 'manual') and t.origem <> 'estoque'
        and t.competencia >= ${from}::date and t.competencia < ${to}::date
      group by 1, 2
    ), services as (${monthTotalsSql(companyId, from, to)})
    select c.id as category_id, c.chave, c.nome, c.tipo, c.linha_dre, t.month, t.valor
    from titles t join finance_categories c on c.id = t.category_id
    union all
    select c.id, c.chave, c.nome, c.tipo, c.linha_dre, s.month, s.revenue
    from services s join finance_categories c on c.company_id = ${companyId} and c.chave = 'servicos'`;

/**
 * The stock's cost per month at lot cost (`valor_cents`): the products and fuel the operations
 * consumed (less what was reversed), dated by the operation; adjustments (a loss, an expiry, a
 * count) and other movements without an operation on the day they were recorded in São Paulo; and the part of a stock entry's payable its
 * lots' value does not carry (the unit cost is rounded to the centavo), on the NF's date.
 *
 * Only the period's movements are read: the operations of its days first, then each one's
 * movements by `stock_movements_operation_idx`; the rest by `(company_id, created_at)`. The
 * `offset 0` keeps that order: under the tenant's row-level security the planner does not use
 * the statistics of a non-leakproof comparison (`kind <> 'entrada'` on an enum) and, guessing one
 * movement, would otherwise start from all the company's movements and look up each one's
 * operation (issue 37: 36,000 lookups for a 5-year company).
 */
export const dreStockCostSql = (companyId: string, from: string, to: string) =>
  sql`with moved as (
      select m.product_id, o.data as day, m.valor_cents
      from operations o cross join lateral (select m.product_id, m.valor_cents
        from stock_movements m
        where m.operation_id = o.id and m.company_id = ${companyId} and m.kind <> 'entrada'
        offset 0) m
      where o.company_id = ${companyId} and o.data >= ${from}::date and o.data < ${to}::date
      union all
      select m.product_id, (m.created_at at time zone 'America/Sao_Paulo')::date, m.valor_cents
      from stock_movements m
      where m.company_id = ${companyId} and m.operation_id is null and m.kind <> 'entrada'
        and m.created_at >= ${from}::timestamp at time zone 'America/Sao_Paulo'
        and m.created_at < ${to}::timestamp at time zone 'America/Sao_Paulo'
    ), unbooked as (
      select 'insumos' as item, to_char(e.nf_data, 'YYYY-MM') as month,
        coalesce((select sum(t.total_cents) from finance_titles t
          where t.stock_entry_id = e.id and t.cancelado_at is null), 0)
        - coalesce((select sum(m.valor_cents) from stock_movements m join stock_lots l on l.id = m.lot_id
          where l.entry_id = e.id and m.kind = 'entrada'), 0) as custo
      from stock_entries e
      where e.company_id = ${companyId} and e.nf_data >= ${from}::date and e.nf_data < ${to}::date
    )
    select item, month, sum(custo) as custo from (
      select case when product_id is null then 'combustivel' else 'insumos' end as item,
        to_char(day, 'YYYY-MM') as month, -coalesce(valor_cents, 0) as custo
      from moved
      union all select * from unbooked
    ) c group by 1, 2`;

/** The juros, multa, desconto and tarifa of the payments per month and side (the financial result). */
export const dreChargesSql = (companyId: string, from: string, to: string) =>
  sql`select t.lado, to_char(p.data, 'YYYY-MM') as month, sum(p.valor_cents) as valor,
      sum(p.juros_cents) as juros, sum(p.multa_cents) as multa,
      sum(p.desconto_cents) as desconto, sum(p.tarifa_cents) as tarifa
    from finance_payments p
      join finance_installments i on i.id = p.installment_id
      join finance_titles t on t.id = i.title_id
    where p.company_id = ${companyId} and p.data >= ${from}::date and p.data < ${to}::date
      and (p.juros_cents + p.multa_cents + p.desconto_cents + p.tarifa_cents) > 0
    group by 1, 2`;

/**
 * The DRE's sources in one statement (one round trip): the categories from `revenueFrom` (12
 * months before `from`, for the RBT12), the stock's cost and the payments' charges from `from`,
 * each up to `to`, as JSON arrays; and the company's tax setting (null: the default).
 */
export const dreSourcesSql = (companyId: string, revenueFrom: string, from: string, to: string) =>
  sql`select
    (select json_agg(c) from (${dreCategoriesSql(companyId, revenueFrom, to)}) c) as categories,
    (select json_agg(s) from (${dreStockCostSql(companyId, from, to)}) s) as stock,
    (select json_agg(x) from (${dreChargesSql(companyId, from, to)}) x) as charges,
    (select row_to_json(t) from (select regime, simples_anexo, iss_aliquota::float8,
        pis_aliquota::float8, cofins_aliquota::float8, presuncao::float8
      from tax_settings where company_id = ${companyId}) t) as tax`;
