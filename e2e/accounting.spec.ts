import ExcelJS from 'exceljs';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());

/** A bank's OFX 1.x of one credit: the receivable's amount, today, with its FITID. */
const ofx = (fitid: string) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'CHARSET:1252',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>748<BRANCHID>0812<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST>',
    '<STMTTRN>',
    '<TRNTYPE>CREDIT',
    `<DTPOSTED>${today.replaceAll('-', '')}120000[-3:BRT]`,
    '<TRNAMT>18075.00',
    `<FITID>${fitid}`,
    '<MEMO>PIX RECEBIDO AGROPECUARIA BOA VISTA',
    '</STMTTRN>',
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    '',
  ].join('\r\n');

test('accounting: a concluded operation is receivable, a bank statement pays it, the cash flow and the month show it, and the result exports', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `contas-${stamp}@cerrado.com.br`);
  // The sample operation, today, at R$ 150,00 per hectare: 120,5 ha make R$ 18.075,00.
  const created = await page.request.post('/api/operations', {
    data: { ...completeOperationInput(ids, today), preco_unitario_cents: 15_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  await page.goto(`/operacao/${operation.id}`);
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  // Its receivable is open, due today (the client pays à vista).
  await page.goto('/contabilidade?aba=receber');
  const receivable = page.getByRole('listitem').filter({ hasText: `Operação ${operation.numero}` });
  await expect(receivable).toContainText('R$ 18.075,00');
  await expect(receivable).toContainText('Pendente');

  await page.getByRole('tab', { name: 'Configurações' }).click();
  await page.getByRole('button', { name: 'Nova conta bancária' }).click();
  const account = page.getByRole('dialog', { name: 'Nova conta bancária' });
  await account.getByLabel('Nome').fill('Sicredi PJ');
  await account.getByRole('button', { name: 'Salvar' }).click();
  await expect(account).toBeHidden();

  // The bank's statement: one credit of the receivable's amount, suggested with high confidence.
  await page.getByRole('tab', { name: 'Conciliação' }).click();
  await expect(page.getByLabel('Conta', { exact: true })).toHaveValue(/.+/);
  await page.getByLabel('Importar extrato (OFX ou CSV)').setInputFiles({
    name: 'extrato-sicredi.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(ofx(`E2E-${stamp}`)),
  });
  await expect(page.getByRole('status').filter({ hasText: 'extrato-sicredi.ofx' })).toContainText(
    '1 lançamento novo, 0 já importados',
  );
  const suggestions = page.getByRole('list', {
    name: 'Sugestões para PIX RECEBIDO AGROPECUARIA BOA VISTA',
  });
  await expect(suggestions).toContainText('Confiança alta');
  await expect(suggestions).toContainText(`Operação ${operation.numero}`);
  await screenshot(page, 'contabilidade-conciliacao');
  await suggestions.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Pagamento conciliado.')).toBeVisible();
  await expect(page.getByText('Nenhum lançamento a conciliar.')).toBeVisible();

  await page.getByRole('tab', { name: 'A receber' }).click();
  await expect(receivable).toContainText('Pago');

  // The cash flow's month and the month's result count it.
  await page.getByRole('tab', { name: 'Resumo' }).click();
  const month = page
    .getByRole('table', { name: 'Fluxo de caixa por mês' })
    .locator('tr[aria-current="date"]');
  await expect(month).toContainText('R$ 18.075,00');
  // The chart, loaded once its box is on screen, draws the balance's line. The box (below the
  // paragraph) is brought to the middle of the screen: the heading above it could already be in
  // view at the screen's foot, with the box still below it, on a phone.
  await page
    .getByText(/^Realizado até/)
    .evaluate((text) => text.nextElementSibling?.scrollIntoView({ block: 'center' }));
  const chart = page.getByRole('figure', { name: /^Fluxo de caixa por mês/ });
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();
  const result = page.getByRole('table', { name: /^Resultado de / });
  await expect(
    result.getByRole('row').filter({ hasText: 'Serviços de aplicação aérea' }),
  ).toContainText('R$ 18.075,00');
  // Nothing wider than the screen: the tables scroll inside their boxes.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await screenshot(page, 'contabilidade-resumo');

  const xlsx = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Resultado do mês em XLSX' }).click(),
  ]).then(([download]) => download);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  // The DRE's item of the services: the month's amount first.
  expect(rows.find((row) => row[0] === '    Serviços de aplicação aérea')?.[1]).toBe(18_075);
});
