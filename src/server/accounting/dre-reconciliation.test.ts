import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dreValue } from '../../domain/accounting/dre.ts';
import { monthlyResult, type MonthlyResult } from '../../domain/accounting/report-contracts.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { queryRows } from '../db/database.ts';
import { seedDemoCompany } from '../demo/seed.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { caller, type Caller } from '../test/operations.ts';
import { cookieFrom, logIn } from '../test/session.ts';
import { entryPayload } from '../test/stock-entries.ts';

// The demo's year by competência (decision 033): its DRE reconciles with its cash, and no month
// shows what the issue found (an 83 % margin, a loss made by a purchase).
const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
const t = useTestApp({ clock, emptied: 'once' });
/** The demo's year: from December 2025 to the month after today (its bills of next month). */
const MONTHS = Array.from({ length: 13 }, (_, k) => monthAt('2025-12', k).key);
const FROM = monthAt(MONTHS[0]!).from;
const TO = monthAt(MONTHS.at(-1)!).to;

let owner: Caller;
let companyId: string;
beforeAll(async () => {
  const seeded = await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
  if (!seeded.created) throw new Error('expected a new demo company');
  companyId = seeded.company.id;
  const login = await logIn(t.app, DEMO_COMPANY.contact_email, seeded.login.password);
  owner = caller(t.app, cookieFrom(login));
});

const dreOf = async (mes: string): Promise<MonthlyResult> =>
  answer(
    await owner({ method: 'GET', url: `/api/accounting/resultado?mes=${mes}` }),
    200,
    monthlyResult,
  );

/** One figure of the company over the year, from SQL (centavos). */
const figure = async (query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ v: string | null }>(t.db, query);
  return Number(row?.v ?? 0);
};

describe("the demo year's DRE by competência", () => {
  it('reconciles with the change in cash', async () => {
    const dres = await Promise.all(MONTHS.map(dreOf));
    const sum = (pick: (dre: MonthlyResult) => number) => dres.reduce((s, d) => s + pick(d), 0);
    const result = sum((d) => dreValue(d.linhas, 'resultado_liquido').mes);
    const depreciation = sum(
      (d) => d.linhas.find((line) => line.chave === 'depreciacao')?.valores.mes ?? 0,
    );
    const taxesComputed = -sum(
      (d) => dreValue(d.linhas, 'deducoes').mes + dreValue(d.linhas, 'irpj_csll').mes,
    );
    const c = companyId;
    const inYear = (column: ReturnType<typeof sql>) =>
      sql`${column} >= ${FROM}::date and ${column} < ${TO}::date`;
    // Cash: what the payments moved, the bank's fee included.
    const cash = await figure(sql`select sum(case when t.lado = 'receber'
        then p.valor_cents - p.tarifa_cents else -(p.valor_cents + p.tarifa_cents) end) as v
      from finance_payments p join finance_installments i on i.id = p.installment_id
        join finance_titles t on t.id = i.title_id
      where p.company_id = ${c} and ${inYear(sql`p.data`)}`);
    // Open titles: what was titled minus the principal settled, per side.
    const open = (lado: 'receber' | 'pagar') =>
      figure(sql`select (select coalesce(sum(total_cents), 0) from finance_titles
          where company_id = ${c} and lado = ${lado} and cancelado_at is null
            and ${inYear(sql`competencia`)})
        - (select coalesce(sum(p.valor_cents - p.juros_cents - p.multa_cents + p.desconto_cents), 0)
          from finance_payments p join finance_installments i on i.id = p.installment_id
            join finance_titles t on t.id = i.title_id
          where p.company_id = ${c} and t.lado = ${lado} and t.cancelado_at is null
            and ${inYear(sql`p.data`)}) as v`);
    const receivables = await open('receber');
    const payables = await open('pagar');
    // Stock at lot cost: entries on the NF's date, the rest by its operation or its day.
    const stock = await figure(sql`select sum(coalesce(m.valor_cents, 0)) as v
      from stock_movements m left join operations o on o.id = m.operation_id
        left join stock_lots l on l.id = m.lot_id left join stock_entries e on e.id = l.entry_id
      where m.company_id = ${c} and ${inYear(sql`case when m.kind = 'entrada' then e.nf_data
        else coalesce(o.data, (m.created_at at time zone 'America/Sao_Paulo')::date) end`)}`);
    // Services billed (operations' and proposals' receivables) against services rendered.
    const billed = await figure(sql`select sum(total_cents) as v from finance_titles
      where company_id = ${c} and lado = 'receber' and origem in ('operacao', 'proposta')
        and cancelado_at is null and ${inYear(sql`competencia`)}`);
    const rendered = await figure(sql`select sum(valor_cents) as v from operations
      where company_id = ${c} and status = 'concluida' and ${inYear(sql`data`)}`);
    // Taxes titled (the DAS bills, under the tax category).
    const taxesTitled = await figure(sql`select sum(t.total_cents) as v
      from finance_titles t join finance_categories k on k.id = t.category_id
      where t.company_id = ${c} and t.cancelado_at is null and t.lado = 'pagar'
        and coalesce(k.linha_dre::text, case k.chave when 'impostos' then 'deducoes' end)
          in ('deducoes', 'irpj_csll')
        and ${inYear(sql`t.competencia`)}`);

    // Δcash = Σ results + depreciation (no cash) − Δstock + Δpayables − Δreceivables
    //   + (services billed − services rendered) + (taxes computed − taxes titled).
    // Each term is what the result counts differently from the cash: depreciation spends no
    // cash; stock bought is cash out not yet a cost (consumed stock, a cost not paid now);
    // open titles are revenue or cost not yet received or paid; revenue is the operation's
    // (its receivable may come before or after); the DRE's taxes are the regime's (their bill
    // may be another amount or month).
    expect(depreciation).toBeLessThan(0);
    expect(stock).not.toBe(0);
    expect(taxesComputed).toBeGreaterThan(0);
    expect(
      result -
        depreciation -
        stock +
        payables -
        receivables +
        (billed - rendered) +
        (taxesComputed - taxesTitled),
    ).toBe(cash);
  });

  it('shows no month with a margin above 60 % nor a loss made by a purchase alone', async () => {
    for (const mes of MONTHS) {
      const dre = await dreOf(mes);
      const revenue = dreValue(dre.linhas, 'receita_bruta').mes;
      const net = dreValue(dre.linhas, 'resultado_liquido').mes;
      if (revenue > 0) expect(net / revenue, mes).toBeLessThanOrEqual(0.6);
    }
    // A large purchase enters stock in the season's busiest month: its DRE does not move (the
    // stock is an asset until an operation consumes it), so no month can lose by a purchase.
    const busiest = (
      await Promise.all(MONTHS.map(async (mes) => ({ mes, dre: await dreOf(mes) })))
    ).sort(
      (a, b) =>
        dreValue(b.dre.linhas, 'receita_bruta').mes - dreValue(a.dre.linhas, 'receita_bruta').mes,
    )[0]!;
    const products = await queryRows<{ id: string }>(
      t.db,
      sql`select id from products where company_id = ${companyId} order by nome_comercial limit 1`,
    );
    const bought = await owner({
      method: 'POST',
      url: '/api/stock/entradas',
      payload: {
        ...entryPayload(
          [
            {
              product_id: products[0]!.id,
              lote: 'GRANDE-1',
              quantidade: 10_000,
              custo_unitario_cents: 9_999,
            },
          ],
          '990001',
        ),
        nf_data: `${busiest.mes}-10`,
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await dreOf(busiest.mes)).toEqual(busiest.dre);
  });
});
