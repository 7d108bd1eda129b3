import { describe, expect, it } from 'vitest';
import {
  csvAmountCents,
  csvFitidInputs,
  isOtherAccount,
  ofxAmountCents,
  readCsvStatement,
  statementDate,
} from './statement.ts';

describe('amounts of a statement, in centavos', () => {
  it.each([
    ['-1500.00', -150_000],
    ['2500.5', 250_050],
    ['1.5', 150],
    ['-1.234,56', -123_456],
    ['320,10', 32_010],
    ['abc', null],
  ])('OFX %s → %s', (text, cents) => expect(ofxAmountCents(text)).toBe(cents));

  it.each([
    ['1.234,56', 123_456],
    ['-1.234,56', -123_456],
    ['R$ -50,00', -5_000],
    ['-R$ 50,00', -5_000],
    ['1234.56', 123_456],
    ['1.234,56 D', -123_456],
    ['980,00 C', 98_000],
    ['', null],
    ['saldo', null],
  ])('CSV %s → %s', (text, cents) => expect(csvAmountCents(text)).toBe(cents));
});

describe('dates of a statement', () => {
  it.each([
    ['20261110120000[-3:BRT]', '2026-11-10'],
    ['20261110', '2026-11-10'],
    ['10/11/2026', '2026-11-10'],
    ['10/11/26', '2026-11-10'],
    ['2026-11-10', '2026-11-10'],
    ['31/02/2026', null],
    ['Total', null],
  ])('%s → %s', (text, date) => expect(statementDate(text)).toBe(date));
});

describe('a CSV statement', () => {
  it('finds the header under the preamble and reads Valor, skipping balances', () => {
    const csv = [
      'Extrato de conta corrente;Agência 1234;Conta 56789-0',
      '',
      'Data;Histórico;Documento;Valor (R$);Saldo (R$)',
      '01/11/2026;Saldo anterior;;;10.000,00',
      '03/11/2026;"PIX RECEBIDO; FAZENDA BOA VISTA";123;12.600,00;22.600,00',
      '05/11/2026;TARIFA PACOTE SERVICOS;;-45,90;22.554,10',
      '05/11/2026;SALDO DO DIA;;;22.554,10',
    ].join('\r\n');
    expect(readCsvStatement(csv)).toEqual([
      { data: '2026-11-03', valor_cents: 1_260_000, descricao: 'PIX RECEBIDO; FAZENDA BOA VISTA' },
      { data: '2026-11-05', valor_cents: -4_590, descricao: 'TARIFA PACOTE SERVICOS' },
    ]);
  });

  it('reads Crédito and Débito columns, comma separated', () => {
    const csv =
      'Data,Descrição,Crédito,Débito\n2026-11-03,TED RECEBIDA,"1.000,00",\n2026-11-04,BOLETO,,"250,00"';
    expect(readCsvStatement(csv)?.map((line) => line.valor_cents)).toEqual([100_000, -25_000]);
  });

  it('is not a statement without a header naming a date, a text and an amount', () => {
    expect(readCsvStatement('nome;email\nJoão;joao@x.com')).toBeNull();
    expect(readCsvStatement('%PDF-1.4')).toBeNull();
  });

  it('digests equal lines of one file apart by their occurrence', () => {
    const pix = { data: '2026-11-03', valor_cents: 5_000, descricao: 'PIX Recebido' };
    expect(csvFitidInputs([pix, pix, { ...pix, valor_cents: 6_000 }])).toEqual([
      '2026-11-03|5000|pix recebido|1',
      '2026-11-03|5000|pix recebido|2',
      '2026-11-03|6000|pix recebido|1',
    ]);
  });
});

describe("the statement's account against the chosen one", () => {
  it.each([
    ['12345-6', '123456', false],
    ['0000123456', '12345-6', false],
    ['98765-4', '12345-6', true],
    [null, '12345-6', false],
    ['98765-4', null, false],
  ])('file %s, chosen %s → other: %s', (fromFile, chosen, other) =>
    expect(
      isOtherAccount({ banco: '001', agencia: '1234', conta: fromFile }, { conta: chosen }),
    ).toBe(other),
  );
});
