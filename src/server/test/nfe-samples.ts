// NF-e samples for tests, shaped as SEFAZ authorises them (layout 4.00, values invented).

const item = (n: number, prod: string) => `<det nItem="${n}"><prod>${prod}</prod><imposto/></det>`;

/**
 * An authorised NF-e (`nfeProc`) of agrochemicals: one item in two lots, one in kg, one in units;
 * paid in two duplicatas.
 */
export const NFE_AGRO = `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  <NFe xmlns="http://www.portalfiscal.inf.br/nfe">
    <infNFe Id="NFe51261111222333000181550010000012011000012015" versao="4.00">
      <ide><cUF>51</cUF><natOp>VENDA DE MERCADORIA</natOp><mod>55</mod><serie>1</serie>
        <nNF>1201</nNF><dhEmi>2026-11-03T10:15:00-04:00</dhEmi><tpNF>1</tpNF></ide>
      <emit><CNPJ>11222333000181</CNPJ><xNome>AGRO INSUMOS SORRISO LTDA</xNome>
        <enderEmit><xMun>Sorriso</xMun><UF>MT</UF></enderEmit></emit>
      <dest><CNPJ>04252011000110</CNPJ><xNome>AERO SUL AVIACAO AGRICOLA</xNome></dest>
      ${item(
        1,
        `<cProd>7891-FX5</cProd><cEAN>SEM GTIN</cEAN><xProd>FOX XPRO 5L BAYER</xProd><NCM>38089299</NCM>
        <CFOP>5102</CFOP><uCom>LT</uCom><qCom>150.0000</qCom><vUnCom>45.5000000000</vUnCom><vProd>6825.00</vProd>
        <rastro><nLote>FX-2026-11</nLote><qLote>100.000</qLote><dFab>2026-08-01</dFab><dVal>2028-07-31</dVal></rastro>
        <rastro><nLote>FX-2026-07</nLote><qLote>50.000</qLote><dFab>2026-04-01</dFab><dVal>2027-03-31</dVal></rastro>`,
      )}
      ${item(
        2,
        `<cProd>UR-25</cProd><xProd>UREIA PROTEGIDA SACO 25KG</xProd><uCom>KG</uCom><qCom>500.0000</qCom>
        <vUnCom>3.2000</vUnCom><vProd>1600.00</vProd>`,
      )}
      ${item(
        3,
        `<cProd>ADJ-1</cProd><xProd>ADJUVANTE OLEO MINERAL GALAO</xProd><uCom>UN</uCom><qCom>4.0000</qCom>
        <vUnCom>120.0000</vUnCom><vProd>480.00</vProd>`,
      )}
      <total><ICMSTot><vNF>8905.00</vNF></ICMSTot></total>
      <cobr><fat><nFat>1201</nFat><vLiq>8905.00</vLiq></fat>
        <dup><nDup>001</nDup><dVenc>2026-12-03</dVenc><vDup>4452.50</vDup></dup>
        <dup><nDup>002</nDup><dVenc>2027-01-03</dVenc><vDup>4452.50</vDup></dup></cobr>
      <infAdic><infCpl>Pedido 4411; Local de devolucao das embalagens vazias: Central inpEV Sorriso-MT, Rod. BR-163 km 742; Receituario 2026/771.</infCpl></infAdic>
    </infNFe>
  </NFe>
  <protNFe versao="4.00"><infProt><chNFe>51261111222333000181550010000012011000012015</chNFe><cStat>100</cStat></infProt></protNFe>
</nfeProc>`;

/** An NF-e of aviation fuel, `NFe` without the protocol, with the older `dEmi`. */
export const NFE_FUEL = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe">
  <infNFe Id="NFe51261104252011000110550020000088011000088010" versao="4.00">
    <ide><serie>2</serie><nNF>000008801</nNF><dEmi>2026-11-10</dEmi></ide>
    <emit><CNPJ>04252011000110</CNPJ><xNome>BR AVIATION DISTRIBUIDORA &amp; CIA</xNome></emit>
    ${item(1, `<cProd>QAV1</cProd><xProd>QUEROSENE DE AVIACAO JET A-1</xProd><uCom>L</uCom><qCom>3000</qCom><vUnCom>7.15</vUnCom>`)}
  </infNFe>
</NFe>`;

/** Not well-formed: a tag closed in the wrong order on line 4. */
export const NFE_MALFORMED = `<?xml version="1.0"?>
<nfeProc><NFe><infNFe>
  <ide><nNF>12</nNF><serie>1</serie></ide>
  <emit><CNPJ>11222333000181</emit></CNPJ>
</infNFe></NFe></nfeProc>`;

/** Well-formed XML that is not an NF-e. */
export const NOT_AN_NFE = `<?xml version="1.0"?><pedido><numero>12</numero></pedido>`;

// Issue 38 (NF-e as written) and 44 (the groups of 2026): one NF-e per case, built alike.

/** The company `companyReadyToFly` registers as its own (PATCH /api/company). */
export const OUR_CNPJ = '04252011000110';

type Sample = {
  numero: number;
  /** `<CNPJ>…</CNPJ>` or `<CPF>…</CPF>` and the name. */
  emit?: string;
  dest?: string;
  dets: string[];
  /** The ICMSTot's values besides vProd, and vNF. */
  total: string;
  /** Groups after `total` (IBSCBSTot is inside total: see `NFE_IBS_CBS`). */
  after?: string;
};

/** An authorised NF-e (`nfeProc`) of November 2026 with the key its numbers and issuer make. */
function authorised(sample: Sample): string {
  const nNF = String(sample.numero).padStart(9, '0');
  const issuer = /<CNPJ>(\w{14})<\/CNPJ>/.exec(sample.emit ?? '')?.[1] ?? '11222333000181';
  const chave = `512611${issuer}55001${nNF}1${nNF.slice(1)}7`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  <NFe xmlns="http://www.portalfiscal.inf.br/nfe">
    <infNFe Id="NFe${chave}" versao="4.00">
      <ide><cUF>51</cUF><natOp>VENDA</natOp><mod>55</mod><serie>1</serie><nNF>${sample.numero}</nNF>
        <dhEmi>2026-11-03T10:15:00-04:00</dhEmi><tpNF>1</tpNF><idDest>1</idDest><finNFe>1</finNFe></ide>
      <emit>${sample.emit ?? '<CNPJ>11222333000181</CNPJ><xNome>AGRO INSUMOS SORRISO LTDA</xNome>'}
        <enderEmit><xMun>Sorriso</xMun><UF>MT</UF></enderEmit><IE>131234567</IE><CRT>3</CRT></emit>
      <dest>${sample.dest ?? `<CNPJ>${OUR_CNPJ}</CNPJ><xNome>AERO SUL AVIACAO AGRICOLA LTDA</xNome>`}
        <indIEDest>1</indIEDest></dest>
      ${sample.dets.join('\n      ')}
      <total><ICMSTot>${sample.total}</ICMSTot></total>
      <transp><modFrete>0</modFrete></transp>
      <pag><detPag><tPag>15</tPag><vPag>0.00</vPag></detPag></pag>
      ${sample.after ?? ''}
    </infNFe>
  </NFe>
  <protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><chNFe>${chave}</chNFe><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>
</nfeProc>`;
}

/** A `det` with its `prod` fields and its `imposto` (ICMS 00 and no IPI unless given). */
const det = (n: number, prod: string, imposto = '') =>
  `<det nItem="${n}"><prod>${prod}</prod><imposto>${
    imposto ||
    '<ICMS><ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>0.00</vBC><pICMS>0.00</pICMS><vICMS>0.00</vICMS></ICMS00></ICMS>'
  }<PIS><PISNT><CST>04</CST></PISNT></PIS><COFINS><COFINSNT><CST>04</CST></COFINSNT></COFINS></imposto></det>`;

/** The fields of a `prod` for a product: code, name, NCM, CFOP, units and values. */
const prod = (fields: {
  codigo: string;
  nome: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  uTrib?: string;
  qTrib?: string;
  more?: string;
}) =>
  `<cProd>${fields.codigo}</cProd><cEAN>SEM GTIN</cEAN><xProd>${fields.nome}</xProd><NCM>38089329</NCM><CFOP>5102</CFOP>` +
  `<uCom>${fields.uCom}</uCom><qCom>${fields.qCom}</qCom><vUnCom>${fields.vUnCom}</vUnCom><vProd>${fields.vProd}</vProd>` +
  `<cEANTrib>SEM GTIN</cEANTrib><uTrib>${fields.uTrib ?? fields.uCom}</uTrib><qTrib>${fields.qTrib ?? fields.qCom}</qTrib>` +
  `<vUnTrib>${fields.vUnCom}</vUnTrib>${fields.more ?? ''}<indTot>1</indTot>`;

const FOX = { codigo: '7891-FX5', nome: 'FOX XPRO 5L BAYER' } as const;
const totals = (vProd: string, vNF: string, more = '') =>
  `<vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vBCST>0.00</vBCST><vST>0.00</vST>` +
  `<vProd>${vProd}</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg><vDesc>0.00</vDesc><vII>0.00</vII><vIPI>0.00</vIPI>` +
  `<vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS><vOutro>0.00</vOutro>${more}<vNF>${vNF}</vNF>`;

/**
 * A supplier with an alphanumeric CNPJ (IN RFB 2.229/2024; the RFB's example 12.ABC.345/01DE-35),
 * which its access key carries too: 30 L of FOX.
 */
export const NFE_ALPHANUMERIC_ISSUER = authorised({
  numero: 3802,
  emit: '<CNPJ>12ABC34501DE35</CNPJ><xNome>NOVA AGRO INSUMOS LTDA</xNome>',
  dets: [
    det(1, prod({ ...FOX, uCom: 'L', qCom: '30.0000', vUnCom: '45.5000000000', vProd: '1365.00' })),
  ],
  total: totals('1365.00', '1365.00'),
});

/** A producer who issues NF-e with a CPF (no CNPJ): 500 kg of seed. */
export const NFE_CPF_ISSUER = authorised({
  numero: 3801,
  emit: '<CPF>52998224725</CPF><xNome>JOAO DA SILVA - FAZENDA BOA ESPERANCA</xNome>',
  dets: [
    det(
      1,
      prod({
        codigo: 'SEM-01',
        nome: 'SEMENTE DE BRACHIARIA',
        uCom: 'KG',
        qCom: '500.0000',
        vUnCom: '12.5000',
        vProd: '6250.00',
      }),
    ),
  ],
  total: totals('6250.00', '6250.00'),
});

/** Fox Xpro sold by the gallon (GL), taxed in litres: 4 GL of 5 L are 20 L, one lot of 4 GL. */
export const NFE_GALLONS = authorised({
  numero: 3802,
  dets: [
    det(
      1,
      prod({
        ...FOX,
        uCom: 'GL',
        qCom: '4.0000',
        vUnCom: '227.5000',
        vProd: '910.00',
        uTrib: 'L',
        qTrib: '20.0000',
        more: '<rastro><nLote>FX-2026-11</nLote><qLote>4.000</qLote><dFab>2026-08-01</dFab><dVal>2028-07-31</dVal></rastro>',
      }),
    ),
  ],
  total: totals('910.00', '910.00'),
});

/**
 * 20 L at R$ 61,7285: the unit price rounded to centavos (61,73 × 20 = R$ 1.234,60) is not what
 * the NF charges (vProd R$ 1.234,57).
 */
export const NFE_ROUNDED_PRICE = authorised({
  numero: 3803,
  dets: [
    det(
      1,
      prod({ ...FOX, uCom: 'LT', qCom: '20.0000', vUnCom: '61.7285000000', vProd: '1234.57' }),
    ),
  ],
  total: totals('1234.57', '1234.57'),
});

const ipi = (vBC: string, vIPI: string) =>
  `<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>${vBC}</vBC><pIPI>5.0000</pIPI><vIPI>${vIPI}</vIPI></IPITrib></IPI>`;
const icms00 =
  '<ICMS><ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>0.00</vBC><pICMS>0.00</pICMS><vICMS>0.00</vICMS></ICMS00></ICMS>';

/** Freight and IPI on each item (the issuer's split): 2 items, vNF = vProd + vFrete + vIPI. */
export const NFE_FREIGHT_IPI = authorised({
  numero: 3804,
  dets: [
    det(
      1,
      prod({
        ...FOX,
        uCom: 'LT',
        qCom: '100.0000',
        vUnCom: '45.5000',
        vProd: '4550.00',
        more: '<vFrete>151.67</vFrete>',
      }),
      icms00 + ipi('4550.00', '227.50'),
    ),
    det(
      2,
      prod({
        codigo: 'ADJ-5',
        nome: 'ADJUVANTE OLEO MINERAL 5L',
        uCom: 'LT',
        qCom: '50.0000',
        vUnCom: '9.1000',
        vProd: '455.00',
        more: '<vFrete>15.16</vFrete>',
      }),
      icms00 + ipi('455.00', '22.75'),
    ),
  ],
  total: totals('5005.00', '5422.08')
    .replace('<vFrete>0.00</vFrete>', '<vFrete>166.83</vFrete>')
    .replace('<vIPI>0.00</vIPI>', '<vIPI>250.25</vIPI>'),
});

/** ICMS-ST (with FCP-ST) and a discount on the item: vNF = vProd − vDesc + vST + vFCPST. */
export const NFE_ST_DISCOUNT = authorised({
  numero: 3805,
  dets: [
    det(
      1,
      prod({
        ...FOX,
        uCom: 'LT',
        qCom: '60.0000',
        vUnCom: '45.5000',
        vProd: '2730.00',
        more: '<vDesc>136.50</vDesc>',
      }),
      '<ICMS><ICMS10><orig>0</orig><CST>10</CST><modBC>3</modBC><vBC>2593.50</vBC><pICMS>7.00</pICMS><vICMS>181.55</vICMS>' +
        '<modBCST>4</modBCST><pMVAST>30.00</pMVAST><vBCST>3371.55</vBCST><pICMSST>17.00</pICMSST><vICMSST>391.62</vICMSST>' +
        '<vBCFCPST>3371.55</vBCFCPST><pFCPST>2.00</pFCPST><vFCPST>67.43</vFCPST></ICMS10></ICMS>',
    ),
  ],
  total: totals('2730.00', '3052.55')
    .replace('<vST>0.00</vST>', '<vFCPST>67.43</vFCPST><vST>391.62</vST>')
    .replace('<vDesc>0.00</vDesc>', '<vDesc>136.50</vDesc>'),
});

/**
 * A discount the issuer gave on the whole NF without splitting it by item: the items take it in
 * proportion to their vProd, the centavo left to the largest remainder (three equal items).
 */
export const NFE_TOTAL_DISCOUNT = authorised({
  numero: 3806,
  dets: [1, 2, 3].map((n) =>
    det(
      n,
      prod({
        codigo: `ADJ-${n}`,
        nome: `ADJUVANTE LOTE ${n}`,
        uCom: 'LT',
        qCom: '10.0000',
        vUnCom: '10.0000',
        vProd: '100.00',
      }),
    ),
  ),
  total: totals('300.00', '299.90').replace('<vDesc>0.00</vDesc>', '<vDesc>0.10</vDesc>'),
});

/** Addressed to another company's CNPJ (an NF of a neighbour's purchase). */
export const NFE_FOREIGN_DEST = authorised({
  numero: 3807,
  dest: '<CNPJ>11444777000161</CNPJ><xNome>OUTRA AVIACAO AGRICOLA LTDA</xNome>',
  dets: [det(1, prod({ ...FOX, uCom: 'LT', qCom: '10.0000', vUnCom: '45.5000', vProd: '455.00' }))],
  total: totals('455.00', '455.00'),
});

const ibsCbs = (vBC: string, vIBSUF: string, vCBS: string) =>
  `<IBSCBS><CST>000</CST><cClassTrib>000001</cClassTrib><gIBSCBS><vBC>${vBC}</vBC>` +
  `<gIBSUF><pIBSUF>0.1000</pIBSUF><vIBSUF>${vIBSUF}</vIBSUF></gIBSUF><gIBSMun><pIBSMun>0.0000</pIBSMun><vIBSMun>0.00</vIBSMun></gIBSMun>` +
  `<vIBS>${vIBSUF}</vIBS><gCBS><pCBS>0.9000</pCBS><vCBS>${vCBS}</vCBS></gCBS></gIBSCBS></IBSCBS>`;

/**
 * The reforma tributária's groups of 2026 (NT 2025.002): IBS and CBS on the item and in the
 * totals (`IBSCBSTot`, `vNFTot`), `vItem` on the item, the IBS's município in `ide`.
 */
export const NFE_IBS_CBS = authorised({
  numero: 3808,
  dets: [
    det(
      1,
      prod({ ...FOX, uCom: 'LT', qCom: '30.0000', vUnCom: '45.5000', vProd: '1365.00' }),
      icms00 + ibsCbs('1365.00', '1.37', '12.29'),
    ).replace('</imposto>', '</imposto><vItem>1365.00</vItem>'),
  ],
  total: totals('1365.00', '1365.00'),
})
  .replace('<finNFe>1</finNFe>', '<finNFe>1</finNFe><cMunFGIBS>5107925</cMunFGIBS>')
  .replace(
    '</ICMSTot></total>',
    '</ICMSTot><IBSCBSTot><vBCIBSCBS>1365.00</vBCIBSCBS><gIBS><gIBSUF><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSUF>1.37</vIBSUF></gIBSUF>' +
      '<gIBSMun><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSMun>0.00</vIBSMun></gIBSMun><vIBS>1.37</vIBS><vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gIBS>' +
      '<gCBS><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vCBS>12.29</vCBS><vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gCBS></IBSCBSTot>' +
      '<vNFTot>1378.66</vNFTot></total>',
  );

/** Groups no layout of today names, in ide, the item, its taxes and infNFe: passed over. */
export const NFE_UNKNOWN_GROUPS = authorised({
  numero: 3809,
  dets: [
    det(
      1,
      prod({
        ...FOX,
        uCom: 'LT',
        qCom: '10.0000',
        vUnCom: '45.5000',
        vProd: '455.00',
        more: '<gRastreioFuturo><cod>X1</cod><gInterno><v>1</v></gInterno></gRastreioFuturo>',
      }),
      icms00 + '<gImpostoNovo versao="1.00"><CST>000</CST><vTributo>9.10</vTributo></gImpostoNovo>',
    ).replace('</det>', '<gAvaliacao><nota>5</nota></gAvaliacao></det>'),
  ],
  total: totals('455.00', '455.00'),
  after: '<gFuturo><campo>valor</campo><lista><item>1</item><item>2</item></lista></gFuturo>',
}).replace('<finNFe>1</finNFe>', '<finNFe>1</finNFe><gNovoIde><x>1</x></gNovoIde>');
