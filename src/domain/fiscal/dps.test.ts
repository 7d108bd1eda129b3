import { describe, expect, it } from 'vitest';
import { buildCancellation, cancellationId } from './cancellation.ts';
import { buildDps, decimalAmount, dpsId, emissionTime, escapeXml, type DpsInput } from './dps.ts';

// The DPS of the Padrão Nacional da NFS-e, layout 1.01 (issue 44 item 3). Its validity by the
// official XSD is tested on the server (src/server/fiscal/dps-documents.test.ts), which reads the
// schema files; here, what each element holds.

const INPUT: DpsInput = {
  ambiente: 'homologacao',
  emitidaEm: new Date('2026-11-23T13:00:00Z'),
  serie: '1',
  numero: 42,
  competencia: '2026-11-20',
  prestador: {
    cnpj: '12ABC34501DE35',
    inscricaoMunicipal: '12345',
    municipioIbge: '5107925',
    regime: 'simples_nacional',
  },
  tomador: { documento: '11222333000181', nome: 'Fazenda Três Irmãos', email: null },
  servico: {
    codigoTributacaoNacional: '071301',
    nbs: '101011100',
    descricao: 'Aplicação aérea',
    municipioIbge: '5107925',
  },
  valores: { servicoCents: 4_500_000, issAliquota: 5, issRetido: false },
};

/** The text of the element `name` in `xml`. */
const element = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

describe('the DPS Id (TSIdDPS: DPS + município 7 + kind 1 + registration 14 + série 5 + número 15)', () => {
  it.each([
    // '5107925' + '2' (CNPJ) + '12ABC34501DE35' + '00001' + '000000000000042'
    ['an alphanumeric CNPJ', INPUT, 'DPS5107925212ABC34501DE3500001000000000000042'],
    [
      'a numeric CNPJ, series 12, the largest number',
      {
        ...INPUT,
        serie: '12',
        numero: 999_999_999_999_999,
        prestador: { ...INPUT.prestador, cnpj: '11222333000181' },
      },
      'DPS510792521122233300018100012999999999999999',
    ],
  ])('%s', (_name, input, id) => {
    expect(dpsId(input)).toBe(id);
    expect(id).toHaveLength(45);
    expect(buildDps(input)).toContain(`<infDPS Id="${id}">`);
  });
});

describe('dhEmi: São Paulo’s clock, -03:00 (no daylight time since Decreto 9.772/2019)', () => {
  it.each([
    ['the moment of the tests', '2026-11-23T13:00:00Z', '2026-11-23T10:00:00-03:00'],
    [
      '31/12 at 23:00 in São Paulo is 1 January in UTC',
      '2027-01-01T02:00:00Z',
      '2026-12-31T23:00:00-03:00',
    ],
    ['29/02/2028', '2028-02-29T12:30:15Z', '2028-02-29T09:30:15-03:00'],
    ['a month’s last evening', '2030-12-01T01:59:59Z', '2030-11-30T22:59:59-03:00'],
  ])('%s', (_name, instant, written) => {
    expect(emissionTime(new Date(instant))).toBe(written);
  });
});

describe('amounts (TSDec15V2) and rates (TSDec1V2)', () => {
  it.each([
    [0, '0'],
    [1, '0.01'],
    [4_500_000, '45000.00'],
    [123_456_789, '1234567.89'],
  ])('%i centavos are written %s', (cents, text) => {
    expect(decimalAmount(cents)).toBe(text);
  });

  it.each([
    [5, false, '<tpRetISSQN>1</tpRetISSQN><pAliq>5.00</pAliq>'],
    [2, true, '<tpRetISSQN>2</tpRetISSQN><pAliq>2.00</pAliq>'],
    [3.5, false, '<tpRetISSQN>1</tpRetISSQN><pAliq>3.50</pAliq>'],
  ])('ISS at %s %%, withheld %s', (issAliquota, issRetido, written) => {
    const xml = buildDps({ ...INPUT, valores: { ...INPUT.valores, issAliquota, issRetido } });
    expect(xml).toContain(`<tribMun><tribISSQN>1</tribISSQN>${written}</tribMun>`);
  });
});

describe('the prestador, the tomador and the 2026 groups', () => {
  it.each([
    ['simples_nacional', '<opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN>'],
    ['lucro_presumido', '<opSimpNac>1</opSimpNac>'],
  ] as const)('%s: regTrib', (regime, written) => {
    const xml = buildDps({ ...INPUT, prestador: { ...INPUT.prestador, regime } });
    expect(xml).toContain(`<regTrib>${written}<regEspTrib>0</regEspTrib></regTrib>`);
  });

  it.each([
    ['a CNPJ', '11222333000181', '<toma><CNPJ>11222333000181</CNPJ>'],
    ['an alphanumeric CNPJ', '12ABC34501DE35', '<toma><CNPJ>12ABC34501DE35</CNPJ>'],
    ['a CPF', '52998224725', '<toma><CPF>52998224725</CPF>'],
  ])('a tomador with %s', (_name, documento, written) => {
    expect(buildDps({ ...INPUT, tomador: { ...INPUT.tomador!, documento } })).toContain(written);
  });

  it('leaves the tomador out when none is identified, and escapes what is typed', () => {
    expect(buildDps({ ...INPUT, tomador: null })).not.toContain('<toma>');
    const xml = buildDps({
      ...INPUT,
      servico: { ...INPUT.servico, descricao: 'Talhão "A" & <B>' },
    });
    expect(element(xml, 'xDescServ')).toBe('Talhão &quot;A&quot; &amp; &lt;B&gt;');
    expect(escapeXml(`O'Neil`)).toBe('O&apos;Neil');
  });

  it('writes the environment, the competência and the IBS/CBS group of 2026', () => {
    const xml = buildDps(INPUT);
    expect(element(xml, 'tpAmb')).toBe('2');
    expect(element(buildDps({ ...INPUT, ambiente: 'producao' }), 'tpAmb')).toBe('1');
    expect(element(xml, 'dCompet')).toBe('2026-11-20');
    expect(element(xml, 'vServ')).toBe('45000.00');
    expect(xml).toMatch(
      /<\/valores><IBSCBS><finNFSe>0<\/finNFSe><indFinal>0<\/indFinal><cIndOp>020101<\/cIndOp><indDest>0<\/indDest><valores><trib><gIBSCBS><CST>000<\/CST><cClassTrib>000001<\/cClassTrib><\/gIBSCBS><\/trib><\/valores><\/IBSCBS><\/infDPS><\/DPS>$/,
    );
  });
});

describe('the cancellation event (101101)', () => {
  it('is identified by the key, the event and the request’s number, with its reason', () => {
    const chave = `510792522${'12ABC34501DE35'}000000000000126119876543215`;
    // 'PRE' + the key (50) + '101101' + '001'
    expect(cancellationId(chave)).toBe(`PRE${chave}101101001`);
    const xml = buildCancellation({
      ambiente: 'producao',
      em: new Date('2026-11-23T13:00:00Z'),
      cnpj: '12ABC34501DE35',
      chaveAcesso: chave,
      codigo: '9',
      motivo: 'Tomador & prestador acordaram',
    });
    expect(element(xml, 'tpAmb')).toBe('1');
    expect(element(xml, 'dhEvento')).toBe('2026-11-23T10:00:00-03:00');
    expect(xml).toContain(
      '<e101101><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>9</cMotivo><xMotivo>Tomador &amp; prestador acordaram</xMotivo></e101101>',
    );
  });
});
