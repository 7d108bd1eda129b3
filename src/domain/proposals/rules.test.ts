import { describe, expect, it } from 'vitest';
import { approveInput, proposalInputOn } from './contracts.ts';
import { effectiveStatus, isProposalEditable, nextProposalStatus } from './status.ts';
import { issueMessages } from '../../test-support/issues.ts';
import { whatsappLink } from '../whatsapp.ts';
import { proposalMessage } from './texts.ts';
import { lineTotalCents, proposalTotals } from './totals.ts';
import type { ProposalStatus } from './values.ts';

describe('lineTotalCents: quantity × price, rounded half up to centavos', () => {
  it.each([
    [100, 3_850, 385_000], // 100 ha × R$ 38,50
    [123.45, 3_850, 475_283], // 475.282,5 centavos rounds up
    [0.01, 4_000, 40],
    [0.01, 49, 0], // 0,49 centavo rounds down
    [0.01, 50, 1], // 0,5 centavo rounds up
    [2.5, 120_000, 300_000], // 2,5 h × R$ 1.200,00
    [1.15, 1_000, 1_150], // 1.15 is 1.149999… in binary: counted in hundredths
    [35.7, 4_200, 149_940],
  ])('%s × %s centavos = %s', (quantidade, preco, total) => {
    expect(lineTotalCents({ quantidade, preco_unitario_cents: preco })).toBe(total);
  });
});

describe('proposalTotals: subtotal, discount and total', () => {
  const lines = [
    { quantidade: 500, preco_unitario_cents: 4_000 }, // R$ 20.000,00
    { quantidade: 3.3, preco_unitario_cents: 95_000 }, // R$ 3.135,00
  ];
  it.each([
    ['no discount', null, null, 2_313_500, 0, 2_313_500],
    ['a value', 'valor', 13_500, 2_313_500, 13_500, 2_300_000],
    ['10 %', 'percentual', 10, 2_313_500, 231_350, 2_082_150],
    ['2,5 %', 'percentual', 2.5, 2_313_500, 57_838, 2_255_662], // 57.837,5 rounds up
    ['0,01 %', 'percentual', 0.01, 2_313_500, 231, 2_313_269], // 231,35 rounds down
    ['100 %', 'percentual', 100, 2_313_500, 2_313_500, 0],
    ['a value above the subtotal is capped', 'valor', 9_999_999, 2_313_500, 2_313_500, 0],
  ] as const)('%s', (_name, tipo, valor, subtotal, desconto, total) => {
    expect(proposalTotals(lines, { tipo, valor })).toEqual({
      subtotal_cents: subtotal,
      desconto_cents: desconto,
      total_cents: total,
    });
  });
  it('an empty proposal totals zero', () => {
    expect(proposalTotals([], { tipo: 'percentual', valor: 10 }).total_cents).toBe(0);
  });
});

describe('effectiveStatus: expirada is computed at a given today', () => {
  it.each([
    ['enviada', '2026-11-30', '2026-11-30', 'enviada'], // valid through its last day
    ['enviada', '2026-11-30', '2026-12-01', 'expirada'],
    ['enviada', '2026-12-31', '2027-01-01', 'expirada'],
    ['rascunho', '2026-11-01', '2026-12-01', 'rascunho'], // a draft was never offered
    ['aprovada', '2026-11-01', '2026-12-01', 'aprovada'],
    ['recusada', '2026-11-01', '2026-12-01', 'recusada'],
  ] as const)('%s valid until %s, on %s → %s', (stored, validade, today, expected) => {
    expect(effectiveStatus(stored, validade, today)).toBe(expected);
  });
});

describe('status transitions', () => {
  const table: [ProposalStatus, string | null, string | null, string | null, boolean][] = [
    // status, enviar →, aprovar →, recusar →, editable
    ['rascunho', 'enviada', 'aprovada', null, true],
    ['enviada', 'enviada', 'aprovada', 'recusada', true],
    ['expirada', 'enviada', null, 'recusada', true],
    ['aprovada', null, null, null, false],
    ['recusada', null, null, null, false],
  ];
  it.each(table)('%s', (status, enviar, aprovar, recusar, editable) => {
    expect(nextProposalStatus(status, 'enviar')).toBe(enviar);
    expect(nextProposalStatus(status, 'aprovar')).toBe(aprovar);
    expect(nextProposalStatus(status, 'recusar')).toBe(recusar);
    expect(isProposalEditable(status)).toBe(editable);
  });
});

describe('texts', () => {
  const message = proposalMessage({
    numero: '2026/0042',
    companyName: 'Aero Verde',
    clientName: 'Fazenda Boa Vista',
    totalCents: 2_082_150,
    validade: '2026-12-07',
  });
  it('the message names the proposal, the total and the validity', () => {
    expect(message).toBe(
      'Olá, Fazenda Boa Vista! Segue a proposta nº 2026/0042 da Aero Verde para aplicação aérea: ' +
        'total de R$ 20.821,50, válida até 07/12/2026. Estamos à disposição para qualquer dúvida.',
    );
  });
  it.each([
    ['(64) 99988-7766', 'https://wa.me/5564999887766?text='],
    ['64 3621-1234', 'https://wa.me/556436211234?text='],
    ['+55 64 99988-7766', 'https://wa.me/5564999887766?text='],
    ['123', 'https://wa.me/?text='],
    [null, 'https://wa.me/?text='],
  ])('WhatsApp link for %s', (phone, start) => {
    const link = whatsappLink(phone, message);
    expect(link.startsWith(start)).toBe(true);
    expect(decodeURIComponent(link.slice(start.length))).toBe(message);
  });
});

describe('proposalInputOn', () => {
  // Checked on 23/11/2026 in São Paulo.
  const proposalInput = proposalInputOn(() => '2026-11-23');
  const valid = {
    client_id: '7f9c2a51-2c1e-4a8e-9d51-1a2b3c4d5e6f',
    validade: '2026-12-07',
    linhas: [
      { descricao: 'Aplicação aérea', unidade: 'ha', quantidade: 10, preco_unitario_cents: 4_000 },
    ],
  };
  const errors = (input: unknown) => issueMessages(proposalInput.safeParse(input));
  it('accepts a minimal proposal and clears an empty discount', () => {
    const parsed = proposalInput.parse({ ...valid, desconto_tipo: 'valor', desconto_valor: 0 });
    expect(parsed).toMatchObject({ property_id: null, desconto_tipo: null, desconto_valor: null });
  });
  it('accepts a validity from today on', () => {
    expect(errors({ ...valid, validade: '2026-11-23' })).toEqual({});
    expect(errors({ ...valid, validade: '24/11/2026' })).toEqual({});
  });
  it.each([
    [{ linhas: [] }, 'linhas', 'Inclua ao menos um serviço.'],
    [{ validade: '2026-02-30' }, 'validade', 'Validade: informe uma data válida (dd/mm/aaaa).'],
    [{ validade: '2026-11-22' }, 'validade', 'Válida até: escolha hoje ou uma data futura.'],
    [{ validade: '22/11/2026' }, 'validade', 'Válida até: escolha hoje ou uma data futura.'],
    [{ client_id: 'x' }, 'client_id', 'Selecione o cliente.'],
    [
      { desconto_tipo: 'percentual', desconto_valor: 120 },
      'desconto_valor',
      'Desconto: informe um percentual de 0 a 100.',
    ],
    [
      { desconto_tipo: 'valor', desconto_valor: 10.5 },
      'desconto_valor',
      'Desconto: informe o valor em centavos.',
    ],
    [
      { desconto_tipo: 'valor', desconto_valor: -1 },
      'desconto_valor',
      'Desconto não pode ser negativo.',
    ],
    [
      { linhas: [{ ...valid.linhas[0], quantidade: -3 }] },
      'linhas.0.quantidade',
      'Quantidade deve ser maior que zero.',
    ],
    [
      { linhas: [{ ...valid.linhas[0], preco_unitario_cents: 10.5 }] },
      'linhas.0.preco_unitario_cents',
      'Preço unitário: use centavos inteiros.',
    ],
    [
      { linhas: [{ ...valid.linhas[0], unidade: 'kg' }] },
      'linhas.0.unidade',
      'Unidade: escolha hectares ou horas.',
    ],
    [
      { linhas: [{ ...valid.linhas[0], descricao: ' ' }] },
      'linhas.0.descricao',
      'Descrição do serviço é obrigatória.',
    ],
  ])('refuses %j', (patch, field, message) => {
    expect(errors({ ...valid, ...patch })[field]).toBe(message);
  });
  it('approving needs day, aircraft and pilot', () => {
    const result = approveInput.safeParse({ data: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['data', 'aircraft_id', 'pilot_id']);
  });
});
