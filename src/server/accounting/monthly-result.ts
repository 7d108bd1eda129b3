import { sql } from 'drizzle-orm';
import type { MonthlyResult, ResultLine } from '../../domain/accounting/report-contracts.ts';
import {
  FINANCIAL_LINES,
  financialPostings,
  type FinancialLine,
} from '../../domain/accounting/settlement.ts';
import {
  DEFAULT_CATEGORIES,
  type CategoryKind,
  type TitleSide,
} from '../../domain/accounting/values.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import { comparePtBr } from '../../domain/format.ts';
import { queryPreparedRows, queryRows, type Db } from '../db/database.ts';
import { monthTotalsSql } from './month-totals-sql.ts';

type CategoryRow = {
  category_id: string;
  chave: string | null;
  categoria: string;
  tipo: CategoryKind;
  valor: string;
  comparacao: string;
};

const seededOrder = new Map<string, number>(DEFAULT_CATEGORIES.map((c, i) => [c.chave, i]));
const order = (line: Pick<ResultLine, 'chave' | 'categoria'>) =>
  seededOrder.get(line.chave ?? '') ?? DEFAULT_CATEGORIES.length;

/**
 * The statement of the monthly result: each category with titles in `mes` or a year before, the
 * amounts of both months (service revenue added to 'servicos' from the month totals).
 */
export const monthlyResultSql = (companyId: string, mes: string) => {
  const month = monthAt(mes);
  const before = monthAt(mes, -12);
  return sql`with titles as (
        select t.category_id,
          sum(t.total_cents) filter (where t.competencia >= ${month.from}::date) as valor,
          sum(t.total_cents) filter (where t.competencia < ${before.to}::date) as comparacao
        from finance_titles t
        where t.company_id = ${companyId} and t.cancelado_at is null
          and (t.lado = 'pagar' or t.origem = 'manual')
          and ((t.competencia >= ${month.from}::date and t.competencia < ${month.to}::date)
            or (t.competencia >= ${before.from}::date and t.competencia < ${before.to}::date))
        group by t.category_id
      ), services as (${monthTotalsSql(companyId, before.from, month.to)})
      select c.id as category_id, c.chave, c.nome as categoria, c.tipo,
        coalesce(t.valor, 0) + case when c.chave = 'servicos' then coalesce(
          (select sum(s.revenue) from services s where s.month = ${month.key}), 0) else 0 end as valor,
        coalesce(t.comparacao, 0) + case when c.chave = 'servicos' then coalesce(
          (select sum(s.revenue) from services s where s.month = ${before.key}), 0) else 0 end
          as comparacao
      from finance_categories c left join titles t on t.category_id = c.id
      where c.company_id = ${companyId}
        and (t.category_id is not null or c.chave = 'servicos')`;
};

type ChargesRow = {
  lado: TitleSide;
  atual: boolean;
  valor: string;
  juros: string;
  multa: string;
  desconto: string;
  tarifa: string;
};

/**
 * The financial result of `mes` and of the same month a year before: the juros, multa,
 * desconto and tarifa of the payments dated in them (`financialPostings`), each a line after
 * the categories' (no category of its own: the line's key in `chave`). Lines at zero in both
 * months are left out.
 */
async function financialResultLines(
  db: Db,
  companyId: string,
  mes: string,
): Promise<{ tipo: CategoryKind; line: ResultLine }[]> {
  const month = monthAt(mes);
  const before = monthAt(mes, -12);
  const rows = await queryRows<ChargesRow>(
    db,
    sql`select t.lado, p.data >= ${month.from}::date as atual, sum(p.valor_cents) as valor,
        sum(p.juros_cents) as juros, sum(p.multa_cents) as multa,
        sum(p.desconto_cents) as desconto, sum(p.tarifa_cents) as tarifa
      from finance_payments p
        join finance_installments i on i.id = p.installment_id
        join finance_titles t on t.id = i.title_id
      where p.company_id = ${companyId}
        and ((p.data >= ${month.from}::date and p.data < ${month.to}::date)
          or (p.data >= ${before.from}::date and p.data < ${before.to}::date))
        and (p.juros_cents + p.multa_cents + p.desconto_cents + p.tarifa_cents) > 0
      group by 1, 2`,
  );
  const amounts = new Map<FinancialLine, { valor_cents: number; comparacao_cents: number }>();
  for (const row of rows) {
    const postings = financialPostings(row.lado, {
      valor_cents: Number(row.valor),
      juros_cents: Number(row.juros),
      multa_cents: Number(row.multa),
      desconto_cents: Number(row.desconto),
      tarifa_cents: Number(row.tarifa),
    });
    for (const { linha, valor_cents } of postings) {
      const line = amounts.get(linha) ?? { valor_cents: 0, comparacao_cents: 0 };
      if (row.atual) line.valor_cents += valor_cents;
      else line.comparacao_cents += valor_cents;
      amounts.set(linha, line);
    }
  }
  return (Object.keys(FINANCIAL_LINES) as FinancialLine[]).flatMap((linha) => {
    const found = amounts.get(linha);
    if (!found) return [];
    const { nome, tipo } = FINANCIAL_LINES[linha];
    return [{ tipo, line: { category_id: null, chave: linha, categoria: nome, ...found } }];
  });
}

/**
 * The monthly result (a simple DRE) of `mes` beside the same month a year before. Revenue is
 * the one rule (decision 014): the concluded operations' value by their date, read from the
 * dashboard's month totals, under 'Serviços de aplicação aérea', plus the receivables typed by
 * hand by competência under their categories; expenses are the payables not cancelled, by
 * competência and category (one prepared statement); then the financial result of the
 * payments of the month (juros, multa, desconto, tarifa: `financialResultLines`).
 */
export async function loadMonthlyResult(db: Db, companyId: string, mes: string) {
  const month = monthAt(mes);
  const before = monthAt(mes, -12);
  const rows = await queryPreparedRows<CategoryRow>(db, monthlyResultSql(companyId, mes));
  const lines = rows
    .map((row): { tipo: CategoryKind; line: ResultLine } => ({
      tipo: row.tipo,
      line: {
        category_id: row.category_id,
        chave: row.chave,
        categoria: row.categoria,
        valor_cents: Number(row.valor),
        comparacao_cents: Number(row.comparacao),
      },
    }))
    .sort(
      (a, b) => order(a.line) - order(b.line) || comparePtBr(a.line.categoria, b.line.categoria),
    );
  lines.push(...(await financialResultLines(db, companyId, mes)));
  const side = (tipo: CategoryKind) => lines.filter((l) => l.tipo === tipo).map((l) => l.line);
  const receitas = side('receita');
  const despesas = side('despesa');
  const totals = (field: 'valor_cents' | 'comparacao_cents') => {
    const sum = (list: ResultLine[]) => list.reduce((total, line) => total + line[field], 0);
    return {
      receitas_cents: sum(receitas),
      despesas_cents: sum(despesas),
      resultado_cents: sum(receitas) - sum(despesas),
    };
  };
  return {
    mes: month.key,
    comparacao_mes: before.key,
    receitas,
    despesas,
    totais: totals('valor_cents'),
    comparacao: totals('comparacao_cents'),
  } satisfies MonthlyResult;
}
