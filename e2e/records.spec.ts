import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { pdfText } from '../src/test-support/pdf-text.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** An authorised NF-e of an adjuvant no register names yet: 20 L at R$ 30,00. */
const NFE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  <NFe>
    <infNFe Id="NFe51261111222333000181550010000013021000013024" versao="4.00">
      <ide><nNF>1302</nNF><serie>1</serie><dhEmi>2026-11-04T09:00:00-04:00</dhEmi></ide>
      <emit><CNPJ>11222333000181</CNPJ><xNome>AGRO INSUMOS SORRISO LTDA</xNome></emit>
      <det nItem="1">
        <prod>
          <cProd>AGX-5</cProd><xProd>ESPALHANTE AGRIDEX</xProd><uCom>LT</uCom>
          <qCom>20.0000</qCom><vUnCom>30.0000</vUnCom><vProd>600.00</vProd>
          <rastro><nLote>AGX-2026-10</nLote><qLote>20</qLote><dVal>2029-10-31</dVal></rastro>
        </prod>
      </det>
      <total><ICMSTot><vProd>600.00</vProd><vNF>600.00</vNF></ICMSTot></total>
    </infNFe>
  </NFe>
  <protNFe versao="4.00"><infProt><chNFe>51261111222333000181550010000013021000013024</chNFe></infProt></protNFe>
</nfeProc>`;

// Issue 38's journey: a record an inspector trusts. The product of an NF-e line is registered in
// place, the note is entered, an operation using it is concluded and its report frozen; a later
// rename of the property leaves the report as it was issued and the page says a register changed.
test('records: an NF-e product registered in place, an operation concluded, its frozen report unchanged by a renamed property', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `registro-${stamp}@cerrado.com.br`);

  await page.goto('/estoque?aba=entrada');
  await page.getByLabel('Importar XML da NF-e').setInputFiles({
    name: 'nfe-1302.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(NFE_XML),
  });
  await expect(page.getByRole('status', { name: 'NF-e importada' })).toContainText(
    'NF-e 1302 série 1 de 04/11/2026',
  );
  const line = page.getByRole('group', { name: 'Linha 1' });
  await expect(line).toContainText('Sem correspondência: escolha o produto');
  await line.getByRole('button', { name: 'Cadastrar produto' }).click();
  const register = page.getByRole('dialog', { name: 'Cadastrar produto' });
  await expect(register).toContainText('Da NF-e: ESPALHANTE AGRIDEX');
  await register.getByLabel('Nome comercial').fill('Agridex');
  await register.getByLabel('Classe').selectOption({ label: 'Adjuvante' });
  await screenshot(page, 'registro-cadastrar-produto', { fullPage: false });
  await register.getByRole('button', { name: 'Cadastrar e usar na linha' }).click();
  await expect(register).toBeHidden();
  await expect(
    line.getByLabel('Produto ou combustível da linha 1').locator('option:checked'),
  ).toHaveText('Agridex');
  await expect(line).toContainText('Escolhido');
  await page.getByRole('button', { name: 'Confirmar entrada' }).click();
  // The company has no CNPJ in Perfil: whose note this is cannot be checked (decision 031).
  await page
    .getByRole('dialog', { name: 'Nota de outro destinatário' })
    .getByRole('button', { name: 'Lançar mesmo assim' })
    .click();
  await expect(page.getByRole('tab', { name: 'Saldo', selected: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Adjuvante' })).toContainText('20 L');

  // The operation of the sample company, with the adjuvant registered above at 1 L/ha.
  const options = await (await page.request.get('/api/registers/products/options')).json();
  const agridex = (options.options as { id: string; label: string }[]).find(
    (o) => o.label === 'Agridex',
  )!;
  const input = completeOperationInput(ids);
  const created = await page.request.post('/api/operations', {
    data: { ...input, products: [...input.products, { product_id: agridex.id, dose_por_ha: 0.1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  await page.goto(`/operacao/${operation.id}`);
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Baixa no estoque' })).toContainText('12,050');
  const record = page.getByRole('region', { name: 'Registro do relatório' });
  await expect(record).toContainText('Versão 1');
  await expect(record).not.toContainText('Um cadastro foi alterado');

  // The frozen report: version 1, its digest, the property as it was.
  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  await expect(page.getByText(/^Versão 1 guardada na conclusão/)).toBeVisible();
  const digest = await page
    .getByText(/^Versão 1 guardada/)
    .locator('code')
    .textContent();
  expect(digest).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText('Fazenda Santa Rita')).toBeVisible();
  await expect(page.getByText('Agridex')).toBeVisible();
  const before = await (
    await page.request.get(`/api/operations/${operation.id}/relatorio.pdf`)
  ).body();

  // The property is renamed in Cadastros.
  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Propriedades' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Fazenda Santa Rita' })
    .getByRole('button', { name: 'Editar Fazenda Santa Rita' })
    .click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Nome da propriedade *').fill('Fazenda Nova Esperança');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Fazenda Nova Esperança' }),
  ).toBeVisible();

  // The report still says what was issued, and that a register changed since.
  await page.goto(`/operacao/${operation.id}/relatorio`);
  const notice = page.getByRole('status').filter({ hasText: 'Um cadastro foi alterado' });
  await expect(notice).toContainText(': Propriedade.');
  await expect(page.getByText('Fazenda Santa Rita')).toBeVisible();
  await expect(page.getByText('Fazenda Nova Esperança')).toHaveCount(0);
  await expect(page.getByText(/^Versão 1 guardada/).locator('code')).toHaveText(digest!);
  await screenshot(page, 'registro-relatorio-congelado');
  const after = await (
    await page.request.get(`/api/operations/${operation.id}/relatorio.pdf`)
  ).body();
  expect(after.equals(before)).toBe(true);
  expect(pdfText(after)).toContain('Fazenda Santa Rita');
  expect(pdfText(after)).not.toContain('Nova Esperança');
});

// The monthly MAPA report shows the columns its files have, as a table at 1280 px and as one
// card per operation at 390 px (issue 38 item 4).
test('records: the MAPA month on /relatorios names the relatório, contratante, aircraft and registrations', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `mapa-${stamp}@cerrado.com.br`);
  const created = await page.request.post('/api/operations', {
    data: completeOperationInput(ids),
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`, {
    data: {},
  });
  expect(concluded.status(), await concluded.text()).toBe(200);

  // The month is owed (November 2026, not sent): the page opens on it.
  await page.goto('/relatorios');
  const mt = page.getByRole('region', { name: 'MT · novembro/2026' });
  const row = mt.getByRole('row').filter({ hasText: operation.numero });
  await expect(row).toContainText('Agropecuária Boa Vista');
  await expect(row).toContainText('PR-AGV');
  await expect(row).toContainText('Fox Xpro: —');
  const box = await row.boundingBox();
  // The row fits the screen: no sideways scrolling to read it.
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, 'registro-relatorio-mapa');
});

// Issue 45 item 7: the relatório operacional's PDF, downloaded from its page, keeps the signature
// lines on the page of its last section (with 6 to 8 products they once sat alone on the next)
// and prints the property's coordinates in degrees, minutes and seconds.
test('records: the relatório PDF keeps its signatures with the last section and prints DMS coordinates', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `pdf-${stamp}@cerrado.com.br`);
  const input = completeOperationInput(ids);
  const adjuvants: { product_id: string; dose_por_ha: number }[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const res = await page.request.post('/api/registers/products', {
      data: { nome_comercial: `Adjuvante ${n}`, classe: 'adjuvante', unidade: 'L' },
    });
    expect(res.status(), await res.text()).toBe(201);
    adjuvants.push({ product_id: (await res.json()).id as string, dose_por_ha: 0.05 });
  }
  const created = await page.request.post('/api/operations', {
    data: { ...input, products: [...input.products, ...adjuvants] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string };
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`, {
    data: {},
  });
  expect(concluded.status(), await concluded.text()).toBe(200);

  await page.goto(`/operacao/${operation.id}/relatorio`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar PDF' }).click(),
  ]);
  const text = pdfText(readFileSync((await download.path())!));
  // −12,5432 → 12° 32′ 35,5″ S; −55,7211 → 55° 43′ 16,0″ O (the PDF's font writes ' and ").
  expect(text).toContain(`12°32'35,5" S`);
  expect(text).toContain(`55°43'16,0" O`);
  const pages = text.split(/Página \d+ de \d+/).slice(0, -1);
  const signed = pages.find((p) => p.includes('Engenheiro agrônomo (CREA)'));
  expect(signed).toContain('11. Observações');
  expect(signed).toContain('Técnico executor');
});
