import { describe, expect, it } from 'vitest';
import { crc16, pixAmount, pixCode, pixFields, pixKeyForCode, pixText } from './pix-code.ts';

/**
 * The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (the BR
 * Code manual): random key 123e4567-e12b-12d1-a456-426655440000, 'Fulano de Tal', 'BRASILIA',
 * no amount, txid '***', CRC 1D3D. Checked apart from our code: Python's
 * `binascii.crc_hqx(payload_up_to_6304, 0xFFFF)` (CRC-CCITT, initial 0xFFFF) gives 0x1D3D.
 */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16 (CCITT-FALSE)', () => {
  it.each([
    ['123456789', '29B1'], // the standard check string of CRC-16/CCITT-FALSE
    ['', 'FFFF'], // nothing read: the initial value
    [MANUAL_EXAMPLE.slice(0, -4), '1D3D'], // the manual's example, '6304' included
  ])('%j → %s', (text, crc) => {
    expect(crc16(text)).toBe(crc);
  });
});

describe('pixCode', () => {
  it("writes the Banco Central manual's static example byte for byte", () => {
    expect(
      pixCode({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  const code = pixCode({
    chave: '11222333000181',
    nome: 'Aviação Agrícola São João do Araguaia Ltda',
    cidade: 'Primavera do Leste',
    valor_cents: 123_450,
    txid: 'FAT-2026/0042',
    descricao: 'Fatura 2026/0042',
  });
  const fields = Object.fromEntries(pixFields(code));

  it.each([
    ['00', '01'], // payload format
    ['26', '0014br.gov.bcb.pix' + '011411222333000181' + '0216Fatura 2026/0042'], // GUI, key, text
    ['52', '0000'], // MCC
    ['53', '986'], // real
    ['54', '1234.50'], // amount with a dot and two decimals
    ['58', 'BR'],
    ['59', 'Aviacao Agricola Sao Joao'], // accents stripped, cut to 25
    ['60', 'Primavera do Le'], // cut to 15
    ['62', '0511FAT20260042'], // txid: letters and digits only
  ])('field %s is %j', (id, value) => {
    expect(fields[id]).toBe(value);
  });

  it('closes with the CRC of everything before it, 6304 included', () => {
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(pixFields(code).map(([id]) => id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
  });

  it('leaves the amount out when there is none, and writes *** without a txid', () => {
    const plain = Object.fromEntries(
      pixFields(pixCode({ chave: 'a@b.co', nome: 'X', cidade: 'Y' })),
    );
    expect(plain['54']).toBeUndefined();
    expect(plain['62']).toBe('0503***');
  });
});

describe('a name or city with nothing left in ASCII', () => {
  it('says them in general terms, never an empty field', () => {
    const fields = Object.fromEntries(
      pixFields(pixCode({ chave: 'a@b.co', nome: '航空', cidade: '' })),
    );
    expect(fields).toMatchObject({ '59': 'RECEBEDOR', '60': 'BRASIL' });
  });
});

describe('pixAmount', () => {
  it.each([
    [123_450, '1234.50'],
    [1, '0.01'],
    [100, '1.00'],
    [99_999_999, '999999.99'],
  ])('%i centavos → %s', (cents, text) => {
    expect(pixAmount(cents)).toBe(text);
  });
});

describe('pixText', () => {
  it.each([
    ['São João', 25, 'Sao Joao'],
    ['  Cuiabá   MT ', 25, 'Cuiaba MT'],
    ['Açaí • Pão', 25, 'Acai Pao'], // a sign outside ASCII dropped
    ['Lucas do Rio Verde', 15, 'Lucas do Rio Ve'],
  ])('%j (max %i) → %j', (text, max, expected) => {
    expect(pixText(text, max)).toBe(expected);
  });
});

describe('pixKeyForCode', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'], // alphanumeric (IN RFB 2.229/2024)
    ['telefone', '(65) 99876-5432', '+5565998765432'],
    ['telefone', '+55 65 99876-5432', '+5565998765432'],
    ['email', ' Financeiro@Empresa.com.br ', 'financeiro@empresa.com.br'],
    ['aleatoria', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ] as const)('%s %j → %j', (kind, key, expected) => {
    expect(pixKeyForCode(kind, key)).toBe(expected);
  });
});
