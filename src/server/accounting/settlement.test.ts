import { describe, expect, it } from 'vitest';
import { financeTitle } from '../../domain/accounting/response-contracts.ts';
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
});
