import { sql } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { AlertInput } from '../../domain/stock/alerts.ts';
import { EXPIRY_WARNING_DAYS, type Fuel } from '../../domain/stock/values.ts';
import { itemName } from './lot-rows.ts';

type Named = { produto: string | null; combustivel: Fuel | null };
type Numbered = { ano: number; sequencia: number };
/** What `stockAlertInputSql` answers: AlertInput's rows, named by product or fuel. */
export type AlertInputRows = {
  balances: (Omit<AlertInput['balances'][number], 'nome'> & Named)[];
  lots: (Omit<AlertInput['lots'][number], 'nome'> & Named)[];
  containers: AlertInput['containers'];
  shortfalls: (Omit<AlertInput['shortfalls'][number], 'operacao'> & Numbered)[];
};

/**
 * One scalar subquery answering, as JSON, only the rows that can raise a stock alert on
 * `today` (domain/stock/alerts.ts decides which do): items at or below their minimum, lots with
 * a balance expiring within the warning window, containers still owed and due within it, open
 * shortfalls. One statement, so the dashboard keeps its single round trip.
 */
export function stockAlertInputSql(companyId: string, today: string) {
  const until = addDays(today, EXPIRY_WARNING_DAYS);
  return sql`select json_build_object(
      'balances', (select coalesce(json_agg(b), '[]') from (
        select coalesce(s.product_id::text, s.combustivel::text) as id, p.nome_comercial as produto,
          s.combustivel, coalesce(p.unidade::text, 'L') as unidade, s.minimo::float8 as minimo,
          coalesce((select sum(l.saldo) from stock_lots l
            where l.company_id = s.company_id and l.saldo > 0
              and (l.product_id = s.product_id or l.combustivel = s.combustivel)), 0)::float8 as quantidade
        from stock_settings s left join products p on p.id = s.product_id
        where s.company_id = ${companyId} and s.minimo > 0) b
        where b.quantidade <= b.minimo),
      'lots', (select coalesce(json_agg(l), '[]') from (
        select l.id, p.nome_comercial as produto, l.combustivel, l.lote,
          to_char(l.validade, 'YYYY-MM-DD') as validade, l.saldo::float8 as saldo, l.unidade
        from stock_lots l left join products p on p.id = l.product_id
        where l.company_id = ${companyId} and l.saldo > 0 and l.validade <= ${until}::date) l),
      'containers', (select coalesce(json_agg(c), '[]') from (
        select o.id, p.nome_comercial as nome, to_char(o.devolver_ate, 'YYYY-MM-DD') as devolver_ate,
          o.quantidade - coalesce((select sum(i.quantidade) from stock_container_return_items i
            where i.obligation_id = o.id), 0)::int as pendentes
        from stock_container_obligations o join products p on p.id = o.product_id
        where o.company_id = ${companyId} and o.devolver_ate <= ${until}::date) c
        where c.pendentes > 0),
      'shortfalls', (select coalesce(json_agg(f), '[]') from (
        select f.id, p.nome_comercial as nome, op.ano, op.sequencia,
          f.quantidade::float8 as quantidade, f.unidade, f.motivo
        from stock_shortfalls f join products p on p.id = f.product_id
          join operations op on op.id = f.operation_id
        where f.company_id = ${companyId} and f.resolvida_em is null) f))`;
}

/** The rows of `stockAlertInputSql` as the domain's alert input. */
export function alertInput(rows: AlertInputRows): AlertInput {
  const named = <T extends Named>({ produto, combustivel, ...row }: T) => ({
    ...row,
    nome: itemName(produto, combustivel),
  });
  return {
    balances: rows.balances.map(named),
    lots: rows.lots.map(named),
    containers: rows.containers,
    shortfalls: rows.shortfalls.map(({ ano, sequencia, ...row }) => ({
      ...row,
      operacao: documentNumber({ ano, sequencia }),
    })),
  };
}
