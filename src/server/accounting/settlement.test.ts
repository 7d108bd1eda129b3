import { describe, expect, it } from 'vitest';
import { dreValue } from '../../domain/accounting/dre.ts';
import { monthlyResult } from '../../domain/accounting/report-contracts.ts';
import { bankAccounts, financeTitle } from '../../domain/accounting/response-contracts.ts';
import { aboveBalance, PRINCIPAL_NOT_POSITIVE } from '../../domain/accounting/settlement.ts';
import { formatBRL } from '../../domain/money.ts';
import { useTestApp } from '../test/app.ts';
import { answer, expectFieldError } from '../test/contracts.ts';
import { accountingCompany, payRequest, postTitle, titlePayload } from '../test/accounting.ts';

/** Sunday 6 December 2026, 12h in São Paulo. */
const t = useTestApp({ now: new Date('2026-12-06T15:00:00Z') });

describe('settling an installment', () => {
  it('refuses a payment dated after today, naming the field and the rule; today is accepted', async () => {
    const { owner, accountId, insurance } = await accountingCompany(t.app);
    const title = await postTitle(owner, titlePayload(insurance));
    const installment = title.parcelas[0]!.id;
    const future = await owner(payRequest(installment, accountId, 10_000, '2026-12-07'));
    expectFieldError(future, 'data', 'A data do pagamento não pode ser futura.');
    const later = await owner(payRequest(installment, accountId, 10_000, '2027-03-01'));
    expectFieldError(later, 'data', 'A data do pagamento não pode ser futura.');
    const paid = answer(
      await owner(payRequest(installment, accountId, 10_000, '2026-12-06')),
      201,
      financeTitle,
    );
    expect(paid.parcelas[0]!.pagamentos.map((p) => p.data)).toEqual(['2026-12-06']);
  });

  it('is not late on the next bank business day after a due date on a weekend', async () => {
    const { owner, insurance } = await accountingCompany(t.app);
    const friday = await postTitle(
      owner,
      titlePayload(insurance, { primeiro_vencimento: '2026-12-04' }),
    );
    const saturday = await postTitle(
      owner,
      titlePayload(insurance, { descricao: 'Hangar', primeiro_vencimento: '2026-12-05' }),
    );
    expect(friday.parcelas[0]!.status).toBe('vencido');
    expect(saturday.parcelas[0]!.status).toBe('pendente');
    const list = await owner({ method: 'GET', url: '/api/accounting/titulos?lado=pagar' });
    expect(
      list
        .json()
        .items.map((row: { vencimento: string; status: string }) => [row.vencimento, row.status]),
    ).toEqual([
      ['2026-12-04', 'vencido'],
      ['2026-12-05', 'pendente'],
    ]);
    expect(list.json().totais.vencido_cents).toBe(100_000);
  });

  it('records juros, multa, desconto and tarifa: the principal settles, the rest goes to the financial result', async () => {
    const { owner, accountId, insurance, services } = await accountingCompany(t.app);
    const payable = await postTitle(
      owner,
      titlePayload(insurance, { competencia: '2026-11-01', primeiro_vencimento: '2026-11-16' }),
    );
    const installment = payable.parcelas[0]!.id;
    const pay = (charges: object, valor = 103_000) => {
      const request = payRequest(installment, accountId, valor, '2026-12-01');
      return owner({ ...request, payload: { ...request.payload, ...charges } });
    };
    const late = { juros_cents: 1_000, multa_cents: 2_000, tarifa_cents: 290 };
    // One centavo above the balance plus juros and multa: refused, nothing written.
    expectFieldError(
      await pay(late, 103_001),
      'valor_cents',
      aboveBalance(formatBRL(100_000), true),
    );
    // Juros and multa alone, nothing of the principal: refused by the contract.
    expectFieldError(
      await pay({ juros_cents: 1_000 }, 1_000),
      'valor_cents',
      PRINCIPAL_NOT_POSITIVE,
    );
    expectFieldError(await pay({ multa_cents: -1 }), 'multa_cents', 'Multa não pode ser negativa.');
    const paid = answer(await pay(late), 201, financeTitle);
    expect(paid.parcelas[0]).toMatchObject({ pago_cents: 100_000, saldo_cents: 0, status: 'pago' });
    expect(paid.parcelas[0]!.pagamentos[0]).toMatchObject({
      valor_cents: 103_000,
      juros_cents: 1_000,
      multa_cents: 2_000,
      desconto_cents: 0,
      tarifa_cents: 290,
      principal_cents: 100_000,
    });

    // A receivable of R$ 1.000,00 paid early with R$ 50,00 of desconto.
    const receivable = await postTitle(
      owner,
      titlePayload(services, {
        lado: 'receber',
        descricao: 'Aplicação avulsa',
        competencia: '2026-12-01',
        primeiro_vencimento: '2026-12-20',
      }),
    );
    const early = payRequest(receivable.parcelas[0]!.id, accountId, 95_000, '2026-12-02');
    const received = answer(
      await owner({ ...early, payload: { ...early.payload, desconto_cents: 5_000 } }),
      201,
      financeTitle,
    );
    expect(received.parcelas[0]).toMatchObject({ pago_cents: 100_000, status: 'pago' });

    const result = answer(
      await owner({ method: 'GET', url: '/api/accounting/resultado?mes=2026-12' }),
      200,
      monthlyResult,
    );
    // The DRE's financial result: each charge an item, signed (what takes from the result is
    // negative), and the group's total.
    const financial = result.linhas.filter((line) => line.chave.startsWith('financeiro:'));
    expect(financial.map((line) => [line.nome, line.valores.mes])).toEqual([
      ['Juros pagos', -1_000],
      ['Multas pagas', -2_000],
      ['Descontos concedidos', -5_000],
      ['Tarifas bancárias', -290],
    ]);
    expect(dreValue(result.linhas, 'resultado_financeiro').mes).toBe(-8_290);
    // The account: R$ 10.000,00 − R$ 1.032,90 paid (with the fee) + R$ 950,00 received.
    const accounts = answer(
      await owner({ method: 'GET', url: '/api/accounting/contas' }),
      200,
      bankAccounts,
    );
    expect(accounts.find((a) => a.id === accountId)!.saldo_cents).toBe(
      1_000_000 - 103_290 + 95_000,
    );
  });
});
