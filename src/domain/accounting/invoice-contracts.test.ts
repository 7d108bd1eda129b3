import { describe, expect, it } from 'vitest';
import { invoiceMessage, pixKeyInput } from './invoice-contracts.ts';

const facts = {
  clientName: 'Agropecuária Boa Vista',
  companyName: 'Aero Sul',
  descricao: 'Operação 2026/0042',
  totalCents: 300_000,
  copiaECola: '000201…6304ABCD',
};

describe('invoiceMessage', () => {
  it.each([
    [
      'one installment open: its amount, its due date and the PIX code',
      [{ vencimento: '2026-12-10', saldo_cents: 300_000 }],
      'no valor de R$ 3.000,00 com vencimento em 10/12/2026. Pague por PIX com o código copia e cola: 000201…6304ABCD',
    ],
    [
      'several open: the total, then each installment',
      [
        { vencimento: '2026-12-10', saldo_cents: 100_000 },
        { vencimento: '2027-01-10', saldo_cents: 200_000 },
      ],
      'no valor de R$ 3.000,00, em 2 parcelas: R$ 1.000,00 com vencimento em 10/12/2026; R$ 2.000,00 com vencimento em 10/01/2027.',
    ],
    ['nothing open: paid, and no PIX code', [], 'no valor de R$ 3.000,00, já quitada. Estamos'],
  ])('%s', (_case, parcelas, says) => {
    const message = invoiceMessage({ ...facts, parcelas });
    expect(message).toContain(
      'Olá, Agropecuária Boa Vista! Segue a fatura "Operação 2026/0042" da Aero Sul',
    );
    expect(message).toContain(says);
    if (!parcelas.length) expect(message).not.toContain('PIX');
  });
});

describe('pixKeyInput', () => {
  it.each([
    [{ pix_tipo: 'cnpj', pix_chave: '11.222.333/0001-81' }, null],
    [{ pix_tipo: 'cnpj', pix_chave: '12.ABC.345/01DE-35' }, null], // alphanumeric (IN RFB 2.229/2024)
    [{ pix_tipo: 'cpf', pix_chave: '529.982.247-2X' }, 'Chave PIX inválida para o tipo escolhido.'],
    [{ pix_tipo: 'aleatoria', pix_chave: '123e4567-e12b-12d1-a456-426655440000' }, null],
    [
      { pix_tipo: 'cnpj', pix_chave: '11.222.333/0001-80' },
      'Chave PIX inválida para o tipo escolhido.',
    ],
    [{ pix_tipo: 'cpf', pix_chave: '  ' }, 'Chave PIX é obrigatória.'],
    [{ pix_tipo: 'boleto', pix_chave: 'x' }, 'Selecione o tipo de chave PIX.'],
  ])('%j → %s', (input, problem) => {
    const result = pixKeyInput.safeParse(input);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(problem);
  });
});
