import { readFileSync } from 'node:fs';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { formatBRL } from '../src/domain/money.ts';
import { pdfText } from '../src/server/test/pdf-text.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());
const month = today.slice(0, 7);

test('hr: an employee is added, the month is run with the pilot commission of their concluded flight, closed, its holerite read back and its payables in accounting', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `rh-${stamp}@cerrado.com.br`);
  // The pilot Carlos Mendes concluded one flight this month: 120,5 ha.
  const created = await page.request.post('/api/operations', {
    data: completeOperationInput(ids, today),
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string };
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`);
  expect(concluded.status(), await concluded.text()).toBe(200);

  // The pilot is hired through the form, linked to his register, at R$ 1,50 per hectare.
  await page.goto('/recursos-humanos');
  await expect(page.getByText(/Nenhum funcionário cadastrado/)).toBeVisible();
  await page.getByRole('button', { name: 'Novo funcionário' }).first().click();
  const form = page.getByRole('dialog', { name: 'Novo funcionário' });
  await form.getByLabel('Nome completo').fill('Carlos Mendes');
  await form.getByLabel('CPF').fill('529.982.247-20');
  await form.getByLabel('Cargo').selectOption({ label: 'Piloto agrícola' });
  await form.getByLabel('Salário base (R$)').fill('12.000,00');
  await form.getByLabel('Admissão').fill('01/03/2024');
  await form.getByLabel('Dependentes').fill('2');
  await form.getByLabel('Base da comissão').selectOption({ label: 'Por hectare aplicado' });
  await form.getByLabel(/Valor por hectare/).fill('1,50');
  await form.getByLabel('Cadastro de piloto').selectOption({ label: 'Carlos Mendes' });
  await form.getByRole('button', { name: 'Cadastrar funcionário' }).click();
  // A wrong CPF is refused on its field, in Portuguese; corrected, the employee is saved.
  await expect(form.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await form.getByLabel('CPF').fill('529.982.247-25');
  await form.getByRole('button', { name: 'Cadastrar funcionário' }).click();
  await expect(page.getByRole('dialog', { name: 'Carlos Mendes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Piloto agrícola').first()).toBeVisible();
  await screenshot(page, 'rh-funcionarios');

  // The month's payroll: the commission comes from the concluded flight (120,5 ha × R$ 1,50).
  await page.getByRole('tab', { name: 'Folha de pagamento' }).click();
  await page.getByRole('button', { name: 'Nova folha' }).first().click();
  const run = page.getByRole('dialog', { name: 'Nova folha' });
  await run.getByLabel('Tipo').selectOption({ label: 'Folha mensal' });
  await run.getByLabel('Competência').fill(month);
  await run.getByRole('button', { name: 'Calcular folha' }).click();
  await expect(run).toBeHidden();
  await page.getByRole('button', { name: 'Holerite de Carlos Mendes' }).click();
  await expect(page.getByText('Calculada de 1 operação, 120,50 ha no mês.')).toBeVisible();
  await expect(page.getByLabel('Comissões (R$)')).toHaveValue('180,75');
  await screenshot(page, 'rh-folha');

  // Closing asks first, then locks the month and writes the payables.
  await page.getByRole('button', { name: 'Fechar folha' }).click();
  const confirm = page.getByRole('dialog', { name: /Fechar a folha de/ });
  await confirm.getByRole('button', { name: 'Fechar folha' }).click();
  await expect(page.getByText('Fechada', { exact: true }).first()).toBeVisible();
  const payables = page.getByRole('region', { name: 'Contas a pagar criadas' });
  await expect(payables).toContainText('Salários líquidos');

  // The holerite PDF says the net the screen shows.
  const runId = new URL(page.url()).searchParams.get('folha')!;
  const detail = await (await page.request.get(`/api/hr/folhas/${runId}`)).json();
  const slip = await page.request.get(`/api/hr/folhas/${runId}/itens/${detail.itens[0].id}`);
  const net = formatBRL((await slip.json()).resultado.salarioLiquido as number);
  await expect(page.getByRole('button', { name: 'Holerite de Carlos Mendes' })).toContainText(net);
  const pdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Holerites (PDF)' }).click(),
  ]).then(([download]) => download);
  expect(pdf.suggestedFilename()).toBe(`holerites-${month}.pdf`);
  const text = pdfText(readFileSync(await pdf.path()));
  expect(text).toContain('Carlos Mendes');
  expect(text).toContain(net);
  await screenshot(page, 'rh-folha-fechada');

  // The payables are in accounting.
  await payables.getByRole('link', { name: 'Ver em Contabilidade → A pagar' }).click();
  await expect(page).toHaveURL(/\/contabilidade\?aba=pagar/);
  const salaries = page.getByRole('listitem').filter({ hasText: 'Salários líquidos' });
  await expect(salaries).toContainText(net);
});
