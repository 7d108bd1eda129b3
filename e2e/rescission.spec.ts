import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addMonths, todayInSaoPaulo } from '../src/domain/dates.ts';
import { formatBRL } from '../src/domain/money.ts';
import { pdfText } from '../src/server/test/pdf-text.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());

test('rescisão: a dismissal is previewed, confirmed, its TRCT printed and its payables found in accounting', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `rescisao-${stamp}@cerrado.com.br`);
  // A mechanic hired 14 months ago at R$ 4.200,00.
  const hired = await page.request.post('/api/hr/funcionarios', {
    data: {
      nome: 'Roberto Alves',
      cpf: '390.533.447-05',
      cargo: 'mecanico',
      admissao: addMonths(today, -14),
      salario_base_cents: 420_000,
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const employee = (await hired.json()) as { id: string };

  await page.goto(`/recursos-humanos?funcionario=${employee.id}`);
  const detail = page.getByRole('dialog', { name: 'Roberto Alves' });
  await detail.getByRole('button', { name: 'Rescisão' }).click();
  const form = page.getByRole('dialog', { name: 'Rescisão de Roberto Alves' });
  await form.getByLabel('Tipo de rescisão').selectOption({ label: 'Dispensa sem justa causa' });
  await form.getByLabel('Aviso prévio').selectOption({ label: 'Indenizado (não trabalhado)' });
  await form.getByRole('button', { name: 'Calcular rescisão' }).click();

  // The figures before anything is written: the aviso of 33 days (one full year).
  const figures = page.getByRole('table', { name: 'Verbas rescisórias' });
  await expect(figures).toContainText('Aviso prévio indenizado');
  await expect(figures).toContainText('33 dias');
  await screenshot(page, 'rh-rescisao-previa');
  const preview = page.getByRole('dialog', { name: 'Rescisão de Roberto Alves' });
  await preview.getByRole('button', { name: 'Confirmar rescisão' }).click();
  const ask = page.getByRole('dialog', { name: 'Confirmar a rescisão de Roberto Alves?' });
  await ask.getByRole('button', { name: 'Confirmar rescisão' }).click();

  // The TRCT says the net the API recorded.
  const recorded = await page.request.get(`/api/hr/funcionarios/${employee.id}/rescisao`);
  expect(recorded.status()).toBe(200);
  const net = formatBRL(((await recorded.json()) as { liquido_cents: number }).liquido_cents);
  const pdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar TRCT (PDF)' }).click(),
  ]).then(([download]) => download);
  const text = pdfText(readFileSync(await pdf.path()));
  expect(text).toContain('TERMO DE RESCISÃO DO CONTRATO DE TRABALHO');
  expect(text).toContain('Roberto Alves');
  expect(text).toContain(net);
  await screenshot(page, 'rh-rescisao-trct');

  // Its payables are in accounting: the net to the employee among them.
  await page.goto('/contabilidade?aba=pagar');
  const payable = page.getByRole('listitem').filter({ hasText: 'Verbas rescisórias' });
  await expect(payable).toContainText(net);
  await screenshot(page, 'rh-rescisao-contas');
});
