import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { valueLikePlaceholders } from '../../test/placeholders.ts';
import { retype, sentOnce } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { ACCOUNT, accountingServer, row } from './test-accounting.ts';

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

// The new title's form checks what is typed and previews the split; a payment starts from today
// and what is left, and the server's refusal lands on its field.

const PAY = `/api/accounting/parcelas/${row(1).id}/pagamentos`;

describe('Nova conta', () => {
  it('says what is missing, next to each field, and previews the split', async () => {
    accountingServer([row(1)]);
    renderRoute('/contabilidade?aba=receber');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conta' });
    expect(valueLikePlaceholders(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByText('Descrição é obrigatória.')).toBeVisible();
    expect(within(dialog).getByText('Escolha a categoria.')).toBeVisible();
    expect(within(dialog).getByText('Valor total é obrigatório.')).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Valor total (R$)'), 'R$ 100,00');
    await retype(within(dialog).getByLabelText('Parcelas'), '3');
    await userEvent.type(within(dialog).getByLabelText('Primeiro vencimento'), '10/12/2026');
    const parcelas = within(dialog).getByRole('list', { name: 'Parcelas' });
    expect(
      within(parcelas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1/3 · 10/12/2026R$ 33,33', '2/3 · 10/01/2027R$ 33,33', '3/3 · 10/02/2027R$ 33,34']);
  });
});

describe('Registrar pagamento', () => {
  const open = async () => {
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Registrar pagamento: Operação 2026/0042, parcela 1/3',
      }),
    );
    return screen.findByRole('dialog', { name: 'Registrar recebimento' });
  };

  it('starts from today, what is left and the first account', async () => {
    accountingServer([row(1, { pago_cents: 1000_00, saldo_cents: 2333_00 })]);
    renderRoute('/contabilidade?aba=receber');
    const dialog = await open();
    expect(within(dialog).getByLabelText('Data')).toHaveValue(
      formatDate(todayInSaoPaulo(new Date())),
    );
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('2.333,00');
    expect(await within(dialog).findByLabelText('Conta')).toHaveValue(ACCOUNT);
  });

  it("shows the server's refusal on the field it names", async () => {
    const fetch = accountingServer([row(1)], {
      [PAY]: () =>
        refusal(400, 'VALIDATION_FAILED', 'Verifique os campos.', {
          valor_cents: 'Valor pago maior que o saldo da parcela (R$ 3.333,00).',
        }),
    });
    renderRoute('/contabilidade?aba=receber');
    const dialog = await open();
    await within(dialog).findByRole('option', { name: 'Sicredi PJ' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'ted');
    await retype(within(dialog).getByLabelText('Valor (R$)'), '4.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText('Valor pago maior que o saldo da parcela (R$ 3.333,00).'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveAttribute('aria-invalid', 'true');
    expect(await sentOnce(fetch, PAY)).toEqual({
      data: todayInSaoPaulo(new Date()),
      valor_cents: 400000,
      juros_cents: 0,
      multa_cents: 0,
      desconto_cents: 0,
      tarifa_cents: 0,
      bank_account_id: ACCOUNT,
      metodo: 'ted',
      observacao: null,
    });
  });

  it('sends juros, multa and tarifa, and says what the payment settles', async () => {
    const fetch = accountingServer([row(1)], {
      [PAY]: () =>
        refusal(400, 'VALIDATION_FAILED', 'Verifique os campos.', {
          data: 'A data do pagamento não pode ser futura.',
        }),
    });
    renderRoute('/contabilidade?aba=receber');
    const dialog = await open();
    await within(dialog).findByRole('option', { name: 'Sicredi PJ' });
    await userEvent.click(within(dialog).getByText('Juros, multa, desconto e tarifa'));
    await retype(within(dialog).getByLabelText('Valor (R$)'), '3.363,00');
    await userEvent.type(within(dialog).getByLabelText('Juros (R$)'), '10,00');
    await userEvent.type(within(dialog).getByLabelText('Multa (R$)'), '20,00');
    await userEvent.type(within(dialog).getByLabelText('Tarifa (R$)'), '2,90');
    expect(within(dialog).getByText(/Quita R\$\s3\.333,00 da parcela/).textContent).toMatch(
      /entra na conta R\$\s3\.360,10 com a tarifa/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText('A data do pagamento não pode ser futura.'),
    ).toBeVisible();
    expect(await sentOnce(fetch, PAY)).toMatchObject({
      valor_cents: 336300,
      juros_cents: 1000,
      multa_cents: 2000,
      desconto_cents: 0,
      tarifa_cents: 290,
    });
  });
});
