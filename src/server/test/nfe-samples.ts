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
