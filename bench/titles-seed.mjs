// A company's receivables for the titles list's budget (issue 43 item 5): RECEIVABLES titles over
// three years, in set-based SQL, with a realistic mix of statuses on the day the bench runs —
// most of the past paid (some in two payments, some partly), some overdue, one in twenty
// cancelled, a few of the future paid early; one title in three in three installments.
const RECEIVABLES = Number(process.env.BENCH_RECEIVABLES ?? 18_000);
const DAYS = 1095; // 2024-07-01 to 2027-06-30: the run's day falls inside

/** Seeds the titles, their installments and their payments for `companyId`. */
export async function seedReceivables(client, companyId) {
  const run = (text) => client.query(text, [companyId]);
  await run(
    `insert into bank_accounts (company_id, nome, saldo_inicial_data)
     values ($1, 'Conta movimento', date '2024-01-01')`,
  );
  await run(
    `insert into finance_titles (company_id, lado, origem, descricao, documento, category_id, client_id,
       competencia, total_cents, cancelado_at)
     select $1, 'receber', 'manual', 'Serviço ' || g, 'NF ' || g,
       (select id from finance_categories where company_id = $1 and chave = 'servicos'),
       (select id from clients where company_id = $1), date '2024-07-01' + (g * ${DAYS} / ${RECEIVABLES}),
       300000 + (g * 7919) % 9000000, case when g % 20 = 7 then now() end
     from generate_series(1, ${RECEIVABLES}) g`,
  );
  // Three installments a month apart for one title in three (the last takes the remainder).
  await run(
    `insert into finance_installments (company_id, title_id, numero, vencimento, valor_cents)
     select $1, t.id, n, t.competencia + 30 * n,
       case when k = 1 then t.total_cents
            when n < k then t.total_cents / k
            else t.total_cents - (k - 1) * (t.total_cents / k) end
     from (select id, competencia, total_cents,
             case when row_number() over (order by competencia, id) % 3 = 0 then 3 else 1 end as k
           from finance_titles where company_id = $1) t,
       generate_series(1, t.k) n`,
  );
  // Past due: 8 in 10 paid in full (one in four of them in two payments), 1 in 10 partly, the
  // rest overdue; not yet due: 1 in 10 paid early.
  await run(
    `with due as (
       select i.id, i.vencimento, i.valor_cents,
         row_number() over (order by i.id) % 10 as d, i.vencimento < current_date as past
       from finance_installments i join finance_titles t on t.id = i.title_id
       where i.company_id = $1 and t.cancelado_at is null),
     paid as (
       select id, vencimento, valor_cents, d,
         case when past and d < 8 then valor_cents
              when past and d = 8 then valor_cents / 2
              when not past and d = 0 then valor_cents end as settled
       from due)
     insert into finance_payments (company_id, installment_id, data, valor_cents, bank_account_id, metodo)
     select $1, p.id, least(p.vencimento, current_date),
       case when part = 1 and p.d % 4 = 1 then p.settled / 2
            when part = 2 then p.settled - p.settled / 2 else p.settled end,
       (select id from bank_accounts where company_id = $1), 'pix'
     from paid p, generate_series(1, case when p.d % 4 = 1 and p.settled = p.valor_cents then 2 else 1 end) part
     where p.settled is not null`,
  );
}
