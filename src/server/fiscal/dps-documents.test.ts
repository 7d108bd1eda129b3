import { describe, expect, it } from 'vitest';
import { buildCancellation } from '../../domain/fiscal/cancellation.ts';
import { buildDps, type DpsInput } from '../../domain/fiscal/dps.ts';
import { COMPANY_CNPJ, SAMPLE_DPS, testKeys } from '../test/nfse.ts';
import { XMLSEC_INSTALLED, xmlsecVerify } from '../test/xmlsec.ts';
import { signatureHolds, signXml } from './signature.ts';
import { schemaErrors } from './xsd-check.ts';

// Issue 44, 'Done when': every DPS the builder makes is valid by the official XSD (xsd/, layout
// 1.01), and its signature verifies with Debian's xmlsec1, not only with the library that signed.

const CNPJ = COMPANY_CNPJ;
const keys = testKeys();
const BASE = SAMPLE_DPS;

const CASES: [string, DpsInput][] = [
  ['Simples Nacional, tomador with an alphanumeric CNPJ', BASE],
  [
    'Lucro Presumido, ISS withheld by the tomador, production',
    {
      ...BASE,
      ambiente: 'producao',
      prestador: { ...BASE.prestador, regime: 'lucro_presumido' },
      valores: { servicoCents: 123_456_789, issAliquota: 2, issRetido: true },
    },
  ],
  [
    'a tomador with a numeric CNPJ and an e-mail',
    {
      ...BASE,
      tomador: { documento: '11222333000181', nome: 'Fazenda Três Irmãos', email: 'a@b.com.br' },
    },
  ],
  [
    'a tomador with a CPF, a description with XML’s special characters',
    {
      ...BASE,
      tomador: { documento: '52998224725', nome: 'João & Filhos <ME>', email: null },
      servico: { ...BASE.servico, descricao: 'Aplicação "talhão 3" & 4 <urgente>' },
    },
  ],
  [
    'no tomador identified, the DPS number at its 15 digits',
    { ...BASE, tomador: null, numero: 999_999_999_999_999 },
  ],
  ['a cent', { ...BASE, valores: { ...BASE.valores, servicoCents: 1 } }],
];

describe('the DPS of layout 1.01', () => {
  it.each(CASES)('%s: valid by the XSD unsigned and signed', async (_name, input) => {
    const xml = buildDps(input);
    expect(await schemaErrors(xml, 'DPS')).toEqual([]);
    const signed = signXml(xml, 'infDPS', keys);
    expect(await schemaErrors(signed, 'DPS')).toEqual([]);
    expect(signatureHolds(signed)).toBe(true);
  });

  it('is refused by the XSD when a field breaks its type', async () => {
    const xml = buildDps({ ...BASE, servico: { ...BASE.servico, nbs: '12345' } });
    const errors = await schemaErrors(xml, 'DPS');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('cNBS');
  });

  it('the cancellation event is valid by its XSD, signed', async () => {
    const request = buildCancellation({
      ambiente: 'homologacao',
      em: BASE.emitidaEm,
      cnpj: CNPJ,
      chaveAcesso: `510792522${CNPJ}000000000000126119876543215`,
      codigo: '2',
      motivo: 'Serviço não foi prestado por chuva',
    });
    expect(await schemaErrors(signXml(request, 'infPedReg', keys), 'pedRegEvento')).toEqual([]);
  });
});

describe.skipIf(!XMLSEC_INSTALLED)(
  'the signature by an independent tool (xmlsec1; skipped where the binary is missing: apt-get install xmlsec1)',
  () => {
    it.each(CASES)('%s: xmlsec1 --verify says OK', async (_name, input) => {
      const output = await xmlsecVerify(signXml(buildDps(input), 'infDPS', keys), 'infDPS');
      expect(output).toContain('OK');
      expect(output).toContain('SignedInfo References (ok/all): 1/1');
    });

    it('xmlsec1 refuses a DPS changed after it was signed', async () => {
      const signed = signXml(buildDps(BASE), 'infDPS', keys).replace(
        '<vServ>45000.00</vServ>',
        '<vServ>4500.00</vServ>',
      );
      expect(signatureHolds(signed)).toBe(false);
      await expect(xmlsecVerify(signed, 'infDPS')).rejects.toThrow(/FAIL|failed/);
    });
  },
);
