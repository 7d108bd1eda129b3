import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { companyWithRegisters, fillSampleApplication, fillWeather } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('an operation is recorded, concluded with the weather confirmation and reported', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await companyWithRegisters(page.request, `dono-${stamp}@cerrado.com.br`);

  await fillSampleApplication(page, '120,5');
  await expect(page.getByText('Quantidade total: 60,250')).toBeVisible();
  await page.getByLabel('Aeronave', { exact: true }).selectOption({ label: 'PR-AGV' });
  await page.getByLabel('Piloto', { exact: true }).selectOption({ label: 'Carlos Mendes' });
  await page.getByLabel('Técnico executor').selectOption({ label: 'João Lima' });
  await page.getByLabel('Altura de voo (m)').fill('3,5');
  await page.getByLabel('Largura da faixa (m)').fill('18');
  await page.getByLabel('Tipo de bico/atomizador').fill('Atomizador rotativo');
  await fillWeather(page, { temperatura: ['22', '27'], umidade: ['78', '42'], vento: ['5', '8'] });
  await expect(
    page.getByText('Umidade relativa de 42 % no término, abaixo de 50 %.'),
  ).toBeVisible();
  await page.getByLabel('Hora de início').fill('06:10');
  await page.getByLabel('Hora de término').fill('05:40');
  await page.getByLabel('Horímetro inicial (h)').fill('1520,3');
  await page.getByLabel('Horímetro final (h)').fill('1522,1');
  await page.getByRole('button', { name: 'Salvar operação' }).click();
  await expect(page.getByText('Hora de término deve ser depois da hora de início.')).toBeVisible();
  await page.getByLabel('Hora de término').fill('08:40');
  await page.getByRole('button', { name: 'Salvar operação' }).click();
  await expect(page.getByRole('heading', { name: /^Operação \d{4}\/0001$/ })).toBeVisible();
  await expect(page.getByText('Horas de voo: 1,8 h')).toBeVisible();
  await screenshot(page, 'operacao');

  await page.getByLabel('Tipo do anexo').selectOption('dgps');
  await page.getByLabel('Arquivo (até 20 MB)').setInputFiles({
    name: 'voo-pr-agv.log',
    mimeType: 'text/plain',
    buffer: Buffer.from('$GPGGA,061000,1232.59,S,05543.27,W,1,12,0.8,310,M\n'),
  });
  await page.getByRole('button', { name: 'Enviar anexo' }).click();
  await expect(page.getByRole('link', { name: 'voo-pr-agv.log' })).toBeVisible();

  await page.getByRole('button', { name: 'Concluir operação' }).click();
  const confirm = page.getByRole('dialog', { name: 'Concluir fora da janela meteorológica?' });
  await expect(confirm).toContainText('Umidade relativa de 42 % no término');
  await confirm.getByRole('button', { name: 'Concluir mesmo assim' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  await expect(
    page.getByRole('heading', { name: 'Relatório operacional de aplicação aérea' }),
  ).toBeVisible();
  await expect(
    page.getByText('Aplicação realizada fora da janela meteorológica recomendada'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: '60,250 L' })).toBeVisible();
  await screenshot(page, 'relatorio-operacional');

  const pdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar PDF' }).click(),
  ]).then(([download]) => download);
  expect(pdf.suggestedFilename()).toMatch(/^relatorio-operacional-\d{4}-0001\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The month's MAPA report holds the operation; the spreadsheet opens with its row.
  const [year, month] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .split('-')
    .map(Number) as [number, number];
  await page.goto('/relatorios');
  await page.getByLabel('Mês').selectOption(String(month));
  await page.getByLabel('Ano').selectOption(String(year));
  await expect(page.getByRole('heading', { name: /^MT · / })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sorriso' })).toBeVisible();
  const xlsx = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Planilha MT (XLSX)' }).click(),
  ]).then(([download]) => download);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(9).values).toEqual([
    undefined,
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    expect.stringMatching(/^\d{4}\/\d{4}$/),
    'MT',
    'Sorriso',
    'Agropecuária Boa Vista',
    'Aplicação líquida',
    'Soja',
    120.5,
    'PR-AGV',
    'Fox Xpro (0,500 L/ha; 60,250 L)',
    'Fox Xpro: —',
  ]);
  const mapaPdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'PDF MT', exact: true }).click(),
  ]).then(([download]) => download);
  expect(
    readFileSync(await mapaPdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(page.getByText(/Enviado em \d{2}\/\d{2}\/\d{4} por dono-/)).toBeVisible();
  await screenshot(page, 'relatorio-mapa');

  await page.goto('/operacoes');
  await expect(page.getByRole('link', { name: /0001/ })).toContainText('Concluída');
  await expect(page.getByText('120,50 ha').first()).toBeVisible();
});
